/**
 * The service worker's decisions, kept apart from its event handlers so they can be tested:
 * what a request is, what is kept, what goes when the budget is spent, and the HTML it adds to
 * a kept page shown offline.
 */
import { articlePath } from '../lib/article-path';
import { formatDateTime } from '../lib/article-date';
import { neverKeptPaths, offlineBudget, offlineTexts } from '../config/offline';
import { imageUrlPrefix } from '../config/images';
import { escapeHtmlAttribute } from '../lib/html-escape';
import { readTags } from '../lib/html/read-tags';

export type RequestKind =
  /** A page: the network first, a kept copy offline. */
  | 'page'
  /** The owner's pages and the search: the network only, never kept; offline, the offline page. */
  | 'live'
  /**
   * A fingerprinted file (/_astro/, /_images/) a page loads, never a navigation: it never
   * changes, so it is served from the cache first.
   */
  | 'immutable'
  /** Anything else (the API, other sites, crafted paths): left to the browser. */
  | 'pass';

/**
 * A same-origin path as the server reads it: each segment percent-decoded, empty segments
 * (`//`) and a trailing slash gone, `.html` dropped as the server finds the page without it
 * (`/admin.html` and `/%61dmin` are `/admin`). Null for a path no page has: one that does not
 * decode, or that starts with `//`, which a browser resolves as another host (the key
 * `//127.0.0.1:4321/blog/x` would be another site's, or collide with `/blog/x`).
 */
export function pagePath(pathname: string): string | null {
  if (pathname.startsWith('//')) return null;
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .flatMap((segment) => decodeURIComponent(segment).split('/'))
      .filter(Boolean);
  } catch {
    return null;
  }
  const last = segments.length - 1;
  if (last >= 0 && segments[last]!.endsWith('.html')) {
    segments[last] = segments[last]!.slice(0, -'.html'.length);
    if (segments[last] === 'index' || segments[last] === '') segments.pop();
  }
  return `/${segments.join('/')}`;
}

/** The folders of fingerprinted files: a name there changes with the content. */
const fingerprintedFolders = ['/_astro/', imageUrlPrefix];

/**
 * Whether a path names a fingerprinted file, decided on the path a server reads: decoded and
 * normalised, it must stay inside one of their folders. `/_images/..%2Fblog%2Fx` starts with
 * the folder as written, but a server that decodes `%2F` answers it with the page /blog/x,
 * which must never be kept as a file that does not change.
 */
function isFingerprinted(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return false;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return fingerprintedFolders.some((folder) => path.startsWith(folder));
}

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether a path, however spelled, is one of the owner's pages or the search. */
const neverKept = (url: string) => {
  const path = pagePath(new URL(url).pathname);
  return path === null || underAny(path, neverKeptPaths);
};

/**
 * How the worker treats a request from a page of `origin`. The files the owner's pages load
 * (`referrer`) are left to the browser too: they are never read offline, and keeping them
 * would spend the budget that reading pages need.
 */
export function requestKind(
  request: { url: string; method: string; mode: string; referrer?: string },
  origin: string,
): RequestKind {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'pass';
  if (request.mode !== 'navigate' && isFingerprinted(url.pathname)) {
    const fromOwnersPage = request.referrer?.startsWith(origin) && neverKept(request.referrer);
    return fromOwnersPage ? 'pass' : 'immutable';
  }
  if (request.mode !== 'navigate') return 'pass';
  const path = pagePath(url.pathname);
  if (path === null) return 'pass';
  return underAny(path, neverKeptPaths) ? 'live' : 'page';
}

/**
 * The key a page is kept under: its path as the server reads it (pagePath), without query or
 * fragment, on the page's own origin. Only for requests requestKind calls pages.
 */
export const pageKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pagePath(pathname) ?? '/'}`;
};

export const isArticle = (path: string) => articlePath.test(path);

/** What the worker knows of a kept file. */
export interface KeptEntry {
  url: string;
  bytes: number;
  /** When it was kept (ms since the epoch). */
  storedAt: number;
  /** Pages only: 'article' or another page, and its title for the offline list. */
  page?: 'article' | 'other';
  title?: string;
}

/**
 * What to drop so that the kept files fit the budget: the oldest articles past the article
 * count, the oldest other pages past theirs, then the oldest files of any kind until the bytes
 * fit. `entries` may be in any order.
 */
export function overBudget(
  entries: readonly KeptEntry[],
  budget: { articles: number; otherPages: number; bytes: number } = offlineBudget,
): string[] {
  const oldestFirst = [...entries].sort((a, b) => a.storedAt - b.storedAt);
  const dropped = new Set<string>();
  for (const [kind, limit] of [
    ['article', budget.articles],
    ['other', budget.otherPages],
  ] as const) {
    const pages = oldestFirst.filter((entry) => entry.page === kind);
    pages.slice(0, Math.max(0, pages.length - limit)).forEach((entry) => dropped.add(entry.url));
  }
  let bytes = oldestFirst.reduce(
    (sum, entry) => sum + (dropped.has(entry.url) ? 0 : entry.bytes),
    0,
  );
  for (const entry of oldestFirst) {
    if (bytes <= budget.bytes) break;
    if (dropped.has(entry.url)) continue;
    dropped.add(entry.url);
    bytes -= entry.bytes;
  }
  return [...dropped];
}

/** A page's title as its `<h1>` says it (the `<title>` adds the site's name), as text. */
export function pageTitle(html: string): string {
  const found: { h1?: string; title?: string } = {};
  let reading: 'h1' | 'title' | null = null;
  let text = '';
  readTags(html, {
    onopentag(name) {
      if (!reading && (name === 'h1' || name === 'title') && found[name] === undefined) {
        reading = name;
        text = '';
      }
    },
    ontext(piece) {
      if (reading) text += piece;
    },
    onclosetag(name) {
      if (name !== reading) return;
      found[reading] = text;
      reading = null;
    },
  });
  return (found.h1 ?? found.title ?? '').replace(/\s+/g, ' ').trim();
}

/** '24 November 2026 pukul 10.15 WIB': when a copy was kept, in the site's time zone. */
export const keptAt = (time: number): string => formatDateTime(time);

/**
 * A kept page as shown offline: the notice first in `<main>` (below the fixed header, where the
 * page's own content starts), announced to screen readers. Its classes are in the site's
 * stylesheet (this file is in Tailwind's content).
 */
export function withOfflineNotice(html: string, storedAt: number): string {
  const notice =
    '<p role="status" data-offline-notice class="bg-amber-100 px-4 py-3 text-center text-sm ' +
    'font-semibold text-amber-950">' +
    escapeHtmlAttribute(offlineTexts.notice.replace('{tanggal}', keptAt(storedAt))) +
    '</p>';
  let main = -1;
  let body = -1;
  readTags(html, {
    onopentag(name, _attrs, _start, end) {
      if (name === 'main' && main < 0) main = end;
      if (name === 'body' && body < 0) body = end;
    },
  });
  const at = main < 0 ? body : main;
  return at < 0 ? html : `${html.slice(0, at)}${notice}${html.slice(at)}`;
}

/** The offline page with the kept articles listed in it, newest first. */
export function withKeptArticles(offlineHtml: string, entries: readonly KeptEntry[]): string {
  const articles = entries
    .filter((entry) => entry.page === 'article')
    .sort((a, b) => b.storedAt - a.storedAt);
  const list =
    articles.length === 0
      ? `<p class="mt-3 text-slate-700">${escapeHtmlAttribute(offlineTexts.noneKept)}</p>`
      : `<ul class="mt-3 space-y-2">${articles
          .map(
            (entry) =>
              `<li><a class="font-semibold text-brand-700 underline" href="${escapeHtmlAttribute(
                new URL(entry.url).pathname,
              )}">${escapeHtmlAttribute(entry.title || new URL(entry.url).pathname)}</a></li>`,
          )
          .join('')}</ul>`;
  return offlineHtml.replace('<!--kept-articles-->', list);
}
