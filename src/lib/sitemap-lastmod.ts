import type { SitemapItem } from '@astrojs/sitemap';
import { editedAfter } from './article-date';
import { articlePath } from './article-path';
import type { Article } from './articles/client';

type ArticleDates = ReadonlyMap<string, Pick<Article, 'published_at' | 'updated_at'>>;

/**
 * @astrojs/sitemap's `serialize`: gives each article's entry a lastmod (when it was last edited,
 * else published), so search engines recrawl corrected articles. The dates are read once.
 */
export function withArticleLastmod(loadDates: () => Promise<ArticleDates>) {
  let dates: Promise<ArticleDates> | undefined;
  return async (item: SitemapItem): Promise<SitemapItem> => {
    const slug = articlePath.exec(new URL(item.url).pathname)?.[1];
    if (!slug) return item;
    dates ??= loadDates();
    const article = (await dates).get(slug);
    if (!article) return item;
    const lastmod =
      editedAfter(article.published_at, article.updated_at) ?? new Date(article.published_at);
    return { ...item, lastmod: lastmod.toISOString() };
  };
}
