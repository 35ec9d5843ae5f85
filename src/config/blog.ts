/** Cards per list page: /blog holds the newest, then /blog/2, /blog/3, ... */
export const articlesPerPage = 24;

/** The blog's one-line description: the list page's meta description and the RSS feed's. */
export const blogDescription =
  'Tips, panduan, dan kabar terbaru untuk pekerja migran Indonesia dan keluarganya.';
