import { getCollection, type CollectionEntry } from 'astro:content';
import { byNewest } from './categories';

type ArticleEntry = CollectionEntry<'articles'>;

/** Every article of the build, newest first: what every page that lists articles shows. */
export async function articlesNewestFirst(): Promise<ArticleEntry[]> {
  return (await getCollection('articles')).sort((a, b) => byNewest(a.data, b.data));
}
