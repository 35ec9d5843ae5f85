import { searchPath } from './blog';
import { site } from './site';

/** Pages kept out of search results and the sitemap: the 404 page (which also hosts the
 * fallback for new articles), the offline page, the blog's own search page and the admin pages. */
const unlistedPaths: readonly string[] = [
  '/404',
  '/offline',
  searchPath,
  '/admin',
  '/admin/create-article',
  '/admin/edit-article',
  '/admin/statistik',
  '/admin/tim',
  '/admin/sinonim',
];

/** @param path a page's address as `pagePath` gives it */
export const isUnlisted = (path: string) => unlistedPaths.includes(path);

/** The link preview image of every page that has none of its own (PNG: scrapers skip SVG). */
export const defaultSocialImage = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

export const themeColor = '#0a4f91';

/** The square logo: the home-screen icon and the logo search engines show. */
export const logoIcon = { path: '/icon-512.png', size: 512 } as const;

/** What @astrojs/sitemap writes; robots.txt and every page point at it. */
export const sitemapPath = '/sitemap-index.xml';

/** The RSS feed carries the newest articles only, so it stays small however big the blog gets. */
export const rssFeed = { path: '/rss.xml', items: 50 } as const;
