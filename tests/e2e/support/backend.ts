import { articlesClient } from '../../../src/lib/articles';
import { backendInfo } from './sites';

/** A supabase-js client on the seeded e2e backend that publishes with the run's key. */
export function publisher() {
  const { url, anonKey } = backendInfo('seeded');
  return articlesClient({ url, anonKey, publishKey: process.env.E2E_PUBLISH_KEY ?? '' });
}
