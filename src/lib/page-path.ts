/**
 * A built page's address as visitors see it: Astro gives `/a.html` (build.format 'file') or
 * `/a/`, the site links to `/a`.
 */
export function pagePath(url: URL): string {
  return url.pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}
