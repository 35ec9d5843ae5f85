import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** An article as stored in the `articles` table. */
export interface Article {
  id: number;
  slug: string;
  title: string;
  thumbnail_url: string | null;
  alt_text: string | null;
  summary: string | null;
  content: string;
  category: string | null;
  author: string | null;
  published_at: string;
}

/** What the admin editor sends; the database sets id and published_at. */
export type ArticleDraft = Pick<Article, 'slug' | 'title' | 'content'> &
  Partial<Pick<Article, 'thumbnail_url' | 'alt_text' | 'summary' | 'category' | 'author'>>;

/** The columns the spec's list reads. */
export const listColumns =
  'id, slug, title, thumbnail_url, alt_text, summary, content, category, published_at';

/** The build renders each article's own page too, which shows the author. */
const buildColumns = `${listColumns}, author`;

export interface BackendConfig {
  url: string;
  anonKey: string;
  /** Sent as x-publish-key; the database refuses inserts without the right one. */
  publishKey?: string;
}

export function articlesClient({ url, anonKey, publishKey }: BackendConfig): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: publishKey ? { headers: { 'x-publish-key': publishKey } } : undefined,
  });
}

interface PostgrestFailure {
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

function failure(action: string, status: number, error: PostgrestFailure): ArticlesError {
  const detail = [error.message, error.details, error.hint].filter(Boolean).join(' — ');
  return new ArticlesError(action, status, error.code ?? '', detail);
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  onRetry?: (error: ArticlesError, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(
  run: () => Promise<T>,
  { attempts = 4, baseDelayMs = 500, onRetry, sleep = wait }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ArticlesError) || !error.transient || attempt >= attempts) throw error;
      onRetry?.(error, attempt);
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Every article, newest first. Pages by keyset on (published_at, id), so an article published
 * while the build reads can neither be skipped nor read twice, and the page size may exceed the
 * server's row limit (hosted Supabase returns at most 1,000 rows per request).
 */
export async function listAllArticles(
  client: SupabaseClient,
  { pageSize = 1000, ...retry }: RetryOptions & { pageSize?: number } = {},
): Promise<Article[]> {
  const all: Article[] = [];
  let last: { published_at: string; id: number } | undefined;
  for (;;) {
    let query = client
      .from('articles')
      .select(buildColumns)
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(pageSize);
    if (last) {
      const at = JSON.stringify(last.published_at);
      query = query.or(`published_at.lt.${at},and(published_at.eq.${at},id.lt.${last.id})`);
    }
    const page = await withRetry(async () => {
      const { data, error, status } = await query;
      if (error) throw failure('Reading the article list', status, error);
      return data as Article[];
    }, retry);
    if (page.length === 0) return all;
    all.push(...page);
    const tail = page[page.length - 1]!;
    last = { published_at: tail.published_at, id: tail.id };
  }
}

/** One article by slug, or null when there is none (PostgREST's PGRST116). */
export async function getArticleBySlug(
  client: SupabaseClient,
  slug: string,
): Promise<Article | null> {
  const { data, error, status } = await client
    .from('articles')
    .select('*')
    .eq('slug', slug)
    .single();
  if (error?.code === 'PGRST116') return null;
  if (error) throw failure(`Reading article "${slug}"`, status, error);
  return data as Article;
}

export type CreateResult =
  | { ok: true; article: Pick<Article, 'title' | 'slug'> }
  | {
      ok: false;
      reason: 'duplicate-slug' | 'not-authorized' | 'invalid' | 'failed';
      error: ArticlesError;
    };

/** Publishes an article; the database sets published_at and decides whether the key is right. */
export async function createArticle(
  client: SupabaseClient,
  draft: ArticleDraft,
): Promise<CreateResult> {
  const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const { data, error, status } = await client
    .from('articles')
    .insert({
      title: draft.title.trim(),
      slug: draft.slug.trim(),
      content: draft.content,
      thumbnail_url: blankToNull(draft.thumbnail_url),
      alt_text: blankToNull(draft.alt_text),
      summary: blankToNull(draft.summary),
      author: blankToNull(draft.author),
      category: blankToNull(draft.category),
      published_at: new Date().toISOString(),
    })
    .select('title, slug')
    .single();
  if (!error) return { ok: true, article: data as Pick<Article, 'title' | 'slug'> };
  const problem = failure('Creating the article', status, error);
  if (error.code === '23505' || /duplicate key/i.test(error.message)) {
    return { ok: false, reason: 'duplicate-slug', error: problem };
  }
  if (error.code === '42501' || status === 401 || status === 403) {
    return { ok: false, reason: 'not-authorized', error: problem };
  }
  if (error.code === '23514' || error.code === '23502' || error.code === '22001') {
    return { ok: false, reason: 'invalid', error: problem };
  }
  return { ok: false, reason: 'failed', error: problem };
}
