import { columnsFor } from '../article-fields';
import { failure, type Article, type ArticlesClient } from './client';

/**
 * Every column of an Article, named: `*` would also bring the search's generated columns
 * (search_document, search_heading, search_title: a few KB an article) to the fallback's reader.
 */
const articleColumns = columnsFor('article');

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
