import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '../config/backend';
import { listColumns } from './article-columns';

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
  /** When an editable field last changed; null until the article is first edited. */
  updated_at: string | null;
  /** When the owner withdrew it (hidden from the site, never deleted); null while published. */
  withdrawn_at: string | null;
}

/** What the admin editor sends; the database sets id and published_at. */
export type ArticleDraft = Pick<Article, 'slug' | 'title' | 'content'> &
  Partial<Pick<Article, 'thumbnail_url' | 'alt_text' | 'summary' | 'category' | 'author'>>;

/** The build renders each article's own page too, which shows the author and the edit date. */
const buildColumns = `${listColumns}, author, updated_at`;

/**
 * Every column of an Article, named: `*` would also bring the search's generated columns
 * (search_document, search_heading, search_title: a few KB an article) to the fallback's reader.
 */
const articleColumns = `${buildColumns}, withdrawn_at`;

/** What the admin's list shows of each article. */
export type AdminArticleRow = Pick<
  Article,
  'id' | 'slug' | 'title' | 'published_at' | 'updated_at' | 'withdrawn_at'
>;
const adminListColumns = 'id, slug, title, published_at, updated_at, withdrawn_at';

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
export function listAllArticles(
  client: SupabaseClient,
  options: RetryOptions & { pageSize?: number } = {},
): Promise<Article[]> {
  return listEvery<Article>(client, buildColumns, options);
}

/** When each article was published and last edited, by slug (for the sitemap's lastmod). */
export async function listArticleDates(
  client: SupabaseClient,
  options: RetryOptions = {},
): Promise<Map<string, Pick<Article, 'published_at' | 'updated_at'>>> {
  type Dates = Pick<Article, 'id' | 'slug' | 'published_at' | 'updated_at'>;
  const rows = await listEvery<Dates>(client, 'id, slug, published_at, updated_at', options);
  return new Map(
    rows.map(({ slug, published_at, updated_at }) => [slug, { published_at, updated_at }]),
  );
}

async function listEvery<T extends Pick<Article, 'id' | 'published_at'>>(
  client: SupabaseClient,
  columns: string,
  { pageSize = 1000, ...retry }: RetryOptions & { pageSize?: number },
): Promise<T[]> {
  const all: T[] = [];
  let last: { published_at: string; id: number } | undefined;
  for (;;) {
    let query = client
      .from('articles')
      .select(columns)
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
      return data as unknown as T[];
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
    .select(articleColumns)
    .eq('slug', slug)
    .single();
  if (error?.code === 'PGRST116') return null;
  if (error) throw failure(`Reading article "${slug}"`, status, error);
  return data as Article;
}

type WriteFailure = {
  ok: false;
  reason: 'duplicate-slug' | 'not-found' | 'not-authorized' | 'invalid' | 'failed';
  error: ArticlesError;
};

export type CreateResult =
  | { ok: true; article: Pick<Article, 'title' | 'slug'> }
  | (WriteFailure & { reason: Exclude<WriteFailure['reason'], 'not-found'> });

export type SaveResult =
  | { ok: true; article: Pick<Article, 'title' | 'slug' | 'withdrawn_at'> }
  | (WriteFailure & { reason: Exclude<WriteFailure['reason'], 'duplicate-slug'> });

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The editable fields as the database stores them. */
function editableFields(draft: Omit<ArticleDraft, 'slug'>) {
  return {
    title: draft.title.trim(),
    content: draft.content,
    thumbnail_url: blankToNull(draft.thumbnail_url),
    alt_text: blankToNull(draft.alt_text),
    summary: blankToNull(draft.summary),
    author: blankToNull(draft.author),
    category: blankToNull(draft.category),
  };
}

/** Why the database refused a write, in the terms the editor explains to the owner. */
function writeFailure(action: string, status: number, error: PostgrestFailure): WriteFailure {
  const problem = failure(action, status, error);
  if (error.code === 'PGRST116') return { ok: false, reason: 'not-found', error: problem };
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

/** Publishes an article; the database sets published_at and decides whether the key is right. */
export async function createArticle(
  client: SupabaseClient,
  draft: ArticleDraft,
): Promise<CreateResult> {
  const { data, error, status } = await client
    .from('articles')
    .insert({
      ...editableFields(draft),
      slug: draft.slug.trim(),
      published_at: new Date().toISOString(),
    })
    .select('title, slug')
    .single();
  if (!error) return { ok: true, article: data as Pick<Article, 'title' | 'slug'> };
  return writeFailure('Creating the article', status, error) as CreateResult;
}

async function updateBySlug(
  client: SupabaseClient,
  action: string,
  slug: string,
  changes: Record<string, unknown>,
): Promise<SaveResult> {
  const { data, error, status } = await client
    .from('articles')
    .update(changes)
    .eq('slug', slug)
    .select('title, slug, withdrawn_at')
    .single();
  if (!error)
    return { ok: true, article: data as Pick<Article, 'title' | 'slug' | 'withdrawn_at'> };
  return writeFailure(action, status, error) as SaveResult;
}

/**
 * Saves an article's editable fields. The slug, published_at and id never change: links already
 * shared keep working. The database sets updated_at and decides whether the key is right.
 */
export function updateArticle(
  client: SupabaseClient,
  slug: string,
  draft: Omit<ArticleDraft, 'slug'>,
): Promise<SaveResult> {
  return updateBySlug(client, `Saving article "${slug}"`, slug, editableFields(draft));
}

/** Withdraws an article from the site (kept, never deleted) or restores it. */
export function setArticleWithdrawn(
  client: SupabaseClient,
  slug: string,
  withdrawn: boolean,
): Promise<SaveResult> {
  return updateBySlug(
    client,
    `${withdrawn ? 'Withdrawing' : 'Restoring'} article "${slug}"`,
    slug,
    // The database stamps its own clock; any non-null value asks to withdraw.
    { withdrawn_at: withdrawn ? new Date().toISOString() : null },
  );
}

// --- Revisions: earlier versions, kept by the database (read with the publishing key) --------

/** The editable fields, as the database names them in a revision's changed_fields. */
export type EditableField =
  'title' | 'thumbnail_url' | 'alt_text' | 'summary' | 'content' | 'category' | 'author';

/** One entry of an article's history: an edit (the version it replaced) or a withdrawal. */
export interface RevisionEntry {
  id: number;
  event: 'edit' | 'withdraw' | 'restore';
  /** When the version was replaced, or the article withdrawn or restored. */
  changed_at: string;
  changed_fields: EditableField[];
  /** The replaced version's title (edits only). */
  title: string | null;
}

/** A replaced version, whole: what 'Lihat' shows and 'Pulihkan Versi Ini' loads. */
export type RevisionVersion = RevisionEntry &
  Pick<Article, 'title' | 'content'> &
  Pick<Article, 'thumbnail_url' | 'alt_text' | 'summary' | 'category' | 'author'>;

const revisionEntryColumns = 'id, event, changed_at, changed_fields, title';
const revisionVersionColumns = `${revisionEntryColumns}, thumbnail_url, alt_text, summary, content, category, author`;

/**
 * A page of an article's history, newest first, and whether there is more. Refused (an
 * ArticlesError with status 401 and code 42501) without the right publishing key.
 */
export async function listArticleRevisions(
  client: SupabaseClient,
  articleId: number,
  { offset = 0, limit = 20 }: { offset?: number; limit?: number } = {},
): Promise<{ entries: RevisionEntry[]; more: boolean }> {
  const { data, error, status } = await client
    .from('article_revisions')
    .select(revisionEntryColumns)
    .eq('article_id', articleId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + limit);
  if (error) throw failure(`Reading the history of article ${articleId}`, status, error);
  const rows = (data ?? []) as RevisionEntry[];
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** One earlier version, whole; null when there is none with that id. */
export async function getArticleRevision(
  client: SupabaseClient,
  id: number,
): Promise<RevisionVersion | null> {
  const { data, error, status } = await client
    .from('article_revisions')
    .select(revisionVersionColumns)
    .eq('id', id)
    .eq('event', 'edit')
    .maybeSingle();
  if (error) throw failure(`Reading revision ${id}`, status, error);
  return data as RevisionVersion | null;
}

/** Escapes what `ilike` treats as wildcards, so a search for "100%" means those characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One page of the admin's list, newest first, optionally only titles containing `search`.
 * Without the publishing key the database returns published articles only; with it, withdrawn
 * ones too.
 */
export async function listArticlesForAdmin(
  client: SupabaseClient,
  { search = '', page, pageSize }: { search?: string; page: number; pageSize: number },
): Promise<{ rows: AdminArticleRow[]; total: number }> {
  const wanted = search.trim();
  const matching = <Q extends { ilike: (column: string, pattern: string) => Q }>(query: Q) =>
    wanted ? query.ilike('title', `%${likeLiteral(wanted)}%`) : query;
  const from = (Math.max(1, page) - 1) * pageSize;
  const { data, error, status, count } = await matching(
    client.from('articles').select(adminListColumns, { count: 'exact' }),
  )
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error?.code === 'PGRST103') {
    // A page past the end (the list shrank meanwhile): an empty page, with the real count.
    const counted = await matching(
      client.from('articles').select('id', { count: 'exact', head: true }),
    );
    if (counted.error) throw failure('Counting the admin list', counted.status, counted.error);
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw failure('Reading the admin list', status, error);
  return { rows: (data ?? []) as AdminArticleRow[], total: count ?? data?.length ?? 0 };
}
