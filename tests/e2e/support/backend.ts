import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { backendInfo } from './sites';

/** A supabase-js client on the seeded e2e backend that publishes with the run's key. */
export function publisher() {
  const { url, anonKey } = backendInfo('seeded');
  return createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { 'x-publish-key': process.env.E2E_PUBLISH_KEY ?? '' } },
  });
}

export const uniqueSlug = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
