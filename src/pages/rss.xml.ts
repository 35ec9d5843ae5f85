import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { blogDescription } from '../config/blog';
import { rssFeed } from '../config/seo';
import { site as business } from '../config/site';
import { articlesNewestFirst } from '../lib/article-order';
import { articleHref } from '../lib/article-path';

export const GET: APIRoute = async ({ site }) => {
  const articles = (await articlesNewestFirst()).slice(0, rssFeed.items);
  return rss({
    title: `Blog ${business.name}`,
    description: blogDescription,
    site: site ?? '',
    customData: '<language>id</language>',
    trailingSlash: false,
    items: articles.map(({ data }) => ({
      title: data.title,
      link: articleHref(data.slug),
      pubDate: data.published_at,
      description: data.summary ?? undefined,
      categories: data.category ? [data.category] : undefined,
    })),
  });
};
