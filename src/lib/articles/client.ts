/**
 * The typed client of the site's Supabase project, what every query of the articles shares (its
 * errors, the key's refusal), and one article by slug: all the 404 fallback loads, in one chunk.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '../../config/backend';
import type { Columns, FieldName } from '../article-fields';
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

/**
 * Every column of an Article, named: `*` would also bring the search's generated columns
 * (search_document, search_heading, search_title: a few KB an article) to the fallback's reader.
 * Written out, so that the 404 page's reader does not load the field module: the type makes it
 * exactly what columnsFor('article') gives, and says what to write when a field is added.
 */
const articleColumns: Columns<'article'> =
  'id, title, slug, thumbnail_url, alt_text, summary, content, author, category, published_at, updated_at, withdrawn_at';

/** One article by slug, or null when there is none (PostgREST's PGRST116). */
export async function getArticleBySlug(
  client: ArticlesClient,
  slug: string,
): Promise<Article | null> {
  const { data, error, status } = await client
    .from('articles')
    .select(articleColumns)
    .eq('slug', slug)
    .single();
  if (error?.code === 'PGRST116') return null;
  if (error) throw failure(`Reading article "${slug}"`, status, error);
  return data;
}
