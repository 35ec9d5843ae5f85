/** Cards per list page: /blog holds the newest, then /blog/2/, /blog/3/, ... */
export const articlesPerPage = 24;
