/**
 * What the statistics read (`page_stats`), and an article's visits and chats as 'Kelola Artikel'
 * shows them beside each article: small, since that page loads it before the owner acts.
 */
import { articlePath } from '../../lib/article-path';
import type { Database } from '../../lib/database.types';

/** One counter of `page_stats`: a day, a page, a kind and a source; `title` for an article. */
export type PageCount = Omit<
  Database['public']['Functions']['page_stats']['Returns'][number],
  'title'
> & {
  title: string | null;
};

export interface Counts {
  visits: number;
  chats: number;
}

/** The days 'Kelola Artikel' counts each article over. */
export const articleCountDays = 30;

/** The slug of an article's counter (`/blog/{slug}` with its title), or null for other pages. */
export function articleSlugOf(row: Pick<PageCount, 'path' | 'title'>): string | null {
  return row.title === null ? null : (articlePath.exec(row.path)?.[1] ?? null);
}

/** Adds a counter to `counts`: a visit or a chat; other kinds are not the owner's to see. */
export function addCount(counts: Counts, row: Pick<PageCount, 'kind' | 'count'>): void {
  if (row.kind === 'visit') counts.visits += Number(row.count);
  else if (row.kind === 'chat') counts.chats += Number(row.count);
}

/** Each article's visits and chats, by slug, over all the rows given. */
export function countsByArticle(rows: readonly PageCount[]): Map<string, Counts> {
  const bySlug = new Map<string, Counts>();
  for (const row of rows) {
    const slug = articleSlugOf(row);
    if (slug === null) continue;
    let counts = bySlug.get(slug);
    if (!counts) bySlug.set(slug, (counts = { visits: 0, chats: 0 }));
    addCount(counts, row);
  }
  return bySlug;
}

/** A number as the owner reads it: '1.234'. */
export const formatCount = (n: number) => n.toLocaleString('id-ID');

/** An article's line in 'Kelola Artikel': '12 kunjungan · 3 chat'. */
export const countsLine = ({ visits, chats }: Counts) =>
  `${formatCount(visits)} kunjungan · ${formatCount(chats)} chat`;
