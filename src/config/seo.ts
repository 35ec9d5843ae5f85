import { site } from './site';

/** Pages kept out of search results and the sitemap: the 404 page (which also hosts the
 * fallback for new articles) and the admin page. */
export const unlistedPaths = ['/404', '/admin/create-article'] as const;

export function isUnlisted(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return (unlistedPaths as readonly string[]).includes(path);
}

/** The link preview image of every page that has none of its own (PNG: scrapers skip SVG). */
export const defaultSocialImage = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

export const themeColor = '#0a4f91';

/** The RSS feed carries the newest articles only, so it stays small however big the blog gets. */
export const rssFeed = { path: '/rss.xml', items: 50 } as const;
