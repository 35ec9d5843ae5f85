import { getCollection, type CollectionEntry } from 'astro:content';

type ArticleEntry = CollectionEntry<'articles'>;

/** Newest first; the id breaks ties, as in the database's list order. */
const newestFirst = (a: ArticleEntry, b: ArticleEntry): number =>
  b.data.published_at.getTime() - a.data.published_at.getTime() || b.data.id - a.data.id;

/** Every article of the build, newest first: what every page that lists articles shows. */
export async function articlesNewestFirst(): Promise<ArticleEntry[]> {
  return (await getCollection('articles')).sort(newestFirst);
}
