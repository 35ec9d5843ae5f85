import { columnsFor, type FieldName } from '../article-fields';
import { failure, type Article, type ArticlesClient } from './client';

/** What the admin's list shows of each article. */
export type AdminArticleRow = Pick<Article, FieldName<'admin'>>;

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

/**
 * Who last wrote each of the articles `ids` (the name of the key that published it or last
 * changed it), in one request; an article nobody is known to have written is not in the map.
 * Refused (an ArticlesError with status 401 and code 42501) without the right publishing key.
 */
export async function listArticleWriters(
  client: ArticlesClient,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { data, error, status } = await client
    .from('article_writers')
    .select('article_id, written_by')
    .in('article_id', ids);
  if (error) throw failure('Reading who last wrote the listed articles', status, error);
  return new Map((data ?? []).map((row) => [row.article_id, row.written_by]));
}
