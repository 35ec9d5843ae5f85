/**
 * A path as the site links to it: `/a.html` (build.format 'file'), `/a/index.html` and `/a/`
 * are all `/a`; `/` stays `/`.
 */
export function normalizePath(path: string): string {
  return path.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

/** A built page's address as visitors see it: the site links to `/a`, never to `/a.html`. */
export const pagePath = (url: URL): string => normalizePath(url.pathname);
