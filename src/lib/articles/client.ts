import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '../../config/backend';
import type { FieldName } from '../article-fields';
import type { Database, Tables } from '../database.types';

/** An article as the site reads it: the columns article-fields.js names, typed by the database. */
export type Article = Pick<Tables<'articles'>, FieldName<'article'>>;

/** A client of the site's Supabase project, typed by its schema. */
export type ArticlesClient = SupabaseClient<Database>;

export function articlesClient({ url, anonKey, publishKey }: BackendConfig): ArticlesClient {
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: publishKey ? { headers: { 'x-publish-key': publishKey } } : undefined,
  });
}

export interface PostgrestFailure {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** A failed request to the articles API, with what PostgREST said. */
export class ArticlesError extends Error {
  constructor(
    readonly action: string,
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`${action} failed (HTTP ${status}${code ? `, ${code}` : ''}): ${detail}`);
    this.name = 'ArticlesError';
  }

  /** Worth retrying: the network, a gateway, an overloaded or restarting server. */
  get transient(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export function failure(action: string, status: number, error: PostgrestFailure): ArticlesError {
  const detail = [error.message, error.details, error.hint].filter(Boolean).join(' — ');
  return new ArticlesError(action, status, error.code ?? '', detail);
}

/** Whether the database refused a request for want of the right publishing key. */
export const refusedForKey = ({ status, code }: { status: number; code?: string }) =>
  code === '42501' || status === 401 || status === 403;
