import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '../config/backend';
import {
  columnsFor,
  editableColumns,
  storedFields,
  type ArticleField,
  type EditableField,
  type FieldName,
} from './article-fields';
import type { Database, Tables, TablesUpdate } from './database.types';

export type { EditableField } from './article-fields';

/** An article as the site reads it: the columns article-fields.js names, typed by the database. */
export type Article = Pick<Tables<'articles'>, FieldName<'article'>>;

type RequiredEditable = Extract<ArticleField, { editable: true; required: true }>['name'];

/** What the admin editor sends; the database sets id and published_at. */
export type ArticleDraft = Pick<Article, 'slug' | RequiredEditable> &
  Partial<Pick<Article, Exclude<EditableField, RequiredEditable>>>;

/** What the build reads of each article: its own page shows the author and the edit date too. */
export type BuiltArticle = Pick<Article, FieldName<'build'>>;
const buildColumns = columnsFor('build');

/**
 * Every column of an Article, named: `*` would also bring the search's generated columns
 * (search_document, search_heading, search_title: a few KB an article) to the fallback's reader.
 */
const articleColumns = columnsFor('article');

/** What the admin's list shows of each article. */
export type AdminArticleRow = Pick<Article, FieldName<'admin'>>;

/** A client of the site's Supabase project, typed by its schema. */
export type ArticlesClient = SupabaseClient<Database>;

export function articlesClient({ url, anonKey, publishKey }: BackendConfig): ArticlesClient {
  return createClient<Database>(url, anonKey, {
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

/** Where a page of the newest-first list ends: the next page starts after it. */
type Keyset = Pick<Article, 'published_at' | 'id'>;

/** A query of `articles`, as newestFirst needs it. */
interface ArticlesQuery<Q> {
  order(column: 'published_at' | 'id', options: { ascending: boolean }): Q;
  or(filters: string): Q;
  limit(count: number): Q;
}

/** Newest first by (published_at, id), `count` rows after `last` (the previous page's last). */
function newestFirst<Q extends ArticlesQuery<Q>>(query: Q, count: number, last?: Keyset): Q {
  const ordered = query
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(count);
  if (!last) return ordered;
  const at = JSON.stringify(last.published_at);
  return ordered.or(`published_at.lt.${at},and(published_at.eq.${at},id.lt.${last.id})`);
}

/**
 * Every article, newest first. Pages by keyset on (published_at, id), so an article published
 * while the build reads can neither be skipped nor read twice, and the page size may exceed the
 * server's row limit (hosted Supabase returns at most 1,000 rows per request).
 */
export function listAllArticles(
  client: ArticlesClient,
  options: RetryOptions & { pageSize?: number } = {},
): Promise<BuiltArticle[]> {
  return listEvery(
    (count, last) => newestFirst(client.from('articles').select(buildColumns), count, last),
    options,
  );
}

/** When each article was published and last edited, by slug (for the sitemap's lastmod). */
export async function listArticleDates(
  client: ArticlesClient,
  options: RetryOptions = {},
): Promise<Map<string, Pick<Article, 'published_at' | 'updated_at'>>> {
  const rows = await listEvery(
    (count, last) => newestFirst(client.from('articles').select(columnsFor('dates')), count, last),
    options,
  );
  return new Map(
    rows.map(({ slug, published_at, updated_at }) => [slug, { published_at, updated_at }]),
  );
}

/** Reads every page `readPage` gives, until one is empty. */
async function listEvery<T extends Keyset>(
  readPage: (
    count: number,
    last: Keyset | undefined,
  ) => PromiseLike<{ data: T[] | null; error: PostgrestFailure | null; status: number }>,
  { pageSize = 1000, ...retry }: RetryOptions & { pageSize?: number },
): Promise<T[]> {
  const all: T[] = [];
  let last: Keyset | undefined;
  for (;;) {
    const query = readPage(pageSize, last);
    const page = await withRetry(async () => {
      const { data, error, status } = await query;
      if (error) throw failure('Reading the article list', status, error);
      return data ?? [];
    }, retry);
    if (page.length === 0) return all;
    all.push(...page);
    const tail = page[page.length - 1]!;
    last = { published_at: tail.published_at, id: tail.id };
  }
}

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

/** A write the database refused or that failed, in the terms the editor explains to the owner. */
export interface WriteFailure {
  ok: false;
  reason: 'duplicate-slug' | 'not-found' | 'not-authorized' | 'invalid' | 'failed';
  error: ArticlesError;
}

export type CreateResult =
  { ok: true; article: Pick<Article, FieldName<'created'>> } | WriteFailure;

export type SaveResult = { ok: true; article: Pick<Article, FieldName<'saved'>> } | WriteFailure;

/** Whether the database refused a request for want of the right publishing key. */
export const refusedForKey = ({ status, code }: { status: number; code?: string }) =>
  code === '42501' || status === 401 || status === 403;

/** Why the database refused a write, in the terms the editor explains to the owner. */
function writeFailure(action: string, status: number, error: PostgrestFailure): WriteFailure {
  const problem = failure(action, status, error);
  if (error.code === 'PGRST116') return { ok: false, reason: 'not-found', error: problem };
  if (error.code === '23505' || /duplicate key/i.test(error.message)) {
    return { ok: false, reason: 'duplicate-slug', error: problem };
  }
  if (refusedForKey({ status, code: error.code })) {
    return { ok: false, reason: 'not-authorized', error: problem };
  }
  if (error.code === '23514' || error.code === '23502' || error.code === '22001') {
    return { ok: false, reason: 'invalid', error: problem };
  }
  return { ok: false, reason: 'failed', error: problem };
}

/** Publishes an article; the database sets published_at and decides whether the key is right. */
export async function createArticle(
  client: ArticlesClient,
  draft: ArticleDraft,
): Promise<CreateResult> {
  const { data, error, status } = await client
    .from('articles')
    .insert({
      ...storedFields(draft),
      slug: draft.slug.trim(),
      published_at: new Date().toISOString(),
    })
    .select(columnsFor('created'))
    .single();
  if (!error) return { ok: true, article: data };
  return writeFailure('Creating the article', status, error);
}

async function updateBySlug(
  client: ArticlesClient,
  action: string,
  slug: string,
  changes: TablesUpdate<'articles'>,
): Promise<SaveResult> {
  const { data, error, status } = await client
    .from('articles')
    .update(changes)
    .eq('slug', slug)
    .select(columnsFor('saved'))
    .single();
  if (!error) return { ok: true, article: data };
  return writeFailure(action, status, error);
}

/**
 * Saves an article's editable fields. The slug, published_at and id never change: links already
 * shared keep working. The database sets updated_at and decides whether the key is right.
 */
export function updateArticle(
  client: ArticlesClient,
  slug: string,
  draft: Omit<ArticleDraft, 'slug'>,
): Promise<SaveResult> {
  return updateBySlug(client, `Saving article "${slug}"`, slug, storedFields(draft));
}

/** Withdraws an article from the site (kept, never deleted) or restores it. */
export function setArticleWithdrawn(
  client: ArticlesClient,
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

/**
 * One entry of an article's history: an edit (the version it replaced) or a withdrawal. `event`
 * is 'edit', 'withdraw' or 'restore'; `changed_fields` names the editable fields an edit changed;
 * `title` is the replaced version's (edits only).
 */
export type RevisionEntry = Pick<
  Tables<'article_revisions'>,
  'id' | 'event' | 'changed_at' | 'changed_fields' | 'title'
>;

/** A replaced version, whole: what 'Lihat' shows and 'Pulihkan Versi Ini' loads. */
export type RevisionVersion = RevisionEntry & Pick<Article, EditableField>;

const revisionEntryColumns = 'id, event, changed_at, changed_fields, title';
const revisionVersionColumns = `id, event, changed_at, changed_fields, ${editableColumns}` as const;

/**
 * A page of an article's history, newest first, and whether there is more. Refused (an
 * ArticlesError with status 401 and code 42501) without the right publishing key.
 */
export async function listArticleRevisions(
  client: ArticlesClient,
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
  const rows = data ?? [];
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** One earlier version, whole; null when there is none with that id. */
export async function getArticleRevision(
  client: ArticlesClient,
  id: number,
): Promise<RevisionVersion | null> {
  const { data, error, status } = await client
    .from('article_revisions')
    .select(revisionVersionColumns)
    .eq('id', id)
    .eq('event', 'edit')
    .maybeSingle();
  if (error) throw failure(`Reading revision ${id}`, status, error);
  // An edit always keeps the title and the content (article_revisions_edit_keeps_version).
  if (!data || data.title === null || data.content === null) return null;
  return { ...data, title: data.title, content: data.content };
}

/** Escapes what `ilike` treats as wildcards, so a search for "100%" means those characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One page of the admin's list, newest first, optionally only titles containing `search`.
 * Without the publishing key the database returns published articles only; with it, withdrawn
 * ones too.
 */
export async function listArticlesForAdmin(
  client: ArticlesClient,
  { search = '', page, pageSize }: { search?: string; page: number; pageSize: number },
): Promise<{ rows: AdminArticleRow[]; total: number }> {
  const wanted = search.trim();
  const matching = <Q extends { ilike: (column: string, pattern: string) => Q }>(query: Q) =>
    wanted ? query.ilike('title', `%${likeLiteral(wanted)}%`) : query;
  const from = (Math.max(1, page) - 1) * pageSize;
  const { data, error, status, count } = await matching(
    client.from('articles').select(columnsFor('admin'), { count: 'exact' }),
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
  return { rows: data ?? [], total: count ?? data?.length ?? 0 };
}
