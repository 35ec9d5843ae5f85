/**
 * The blog's own address: its first list page, and the folder of its other pages
 * (/blog/2, /blog/{slug}). The routes in src/pages/blog/ are built there.
 */
export const blogPath = '/blog';

/** Cards per list page: /blog holds the newest, then /blog/2, /blog/3, ... */
export const articlesPerPage = 24;

/** The blog's one-line description: the list page's meta description and the RSS feed's. */
export const blogDescription =
  'Tips, panduan, dan kabar terbaru untuk pekerja migran Indonesia dan keluarganya.';
