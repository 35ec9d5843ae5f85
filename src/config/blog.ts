/**
 * The blog's own address: its first list page, and the folder of its other pages
 * (/blog/2, /blog/{slug}). The routes in src/pages/blog/ are built there.
 */
export const blogPath = '/blog';

/** Each category's pages: /blog/kategori/{category-slug}, then .../2, .../3, ... */
export const categoriesPath = `${blogPath}/kategori`;

/** The search page; `?q=` carries the words, so a search can be shared. */
export const searchPath = `${blogPath}/cari`;

/** How many other articles an article page suggests under 'Artikel Terkait'. */
export const relatedArticlesCount = 3;

/** Cards per list page: /blog holds the newest, then /blog/2, /blog/3, ... */
export const articlesPerPage = 24;

/** The blog's one-line description: the list page's meta description and the RSS feed's. */
export const blogDescription =
  'Tips, panduan, dan kabar terbaru untuk pekerja migran Indonesia dan keluarganya.';
