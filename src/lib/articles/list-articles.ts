import { columnsFor, type FieldName } from '../article-fields';
import {
  ArticlesError,
  failure,
  type Article,
  type ArticlesClient,
  type PostgrestFailure,
} from './client';

/** What the build reads of each article: its own page shows the author and the edit date too. */
export type BuiltArticle = Pick<Article, FieldName<'build'>>;
const buildColumns = columnsFor('build');

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
