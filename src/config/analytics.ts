/**
 * Counting visits and WhatsApp chats per page and day, without knowing who (issue 34; what is
 * sent and kept: /privasi and docs/deploy.md).
 */
import { searchPath } from './blog';
import { offlinePagePath } from './offline';

/** PUBLIC_ANALYTICS=off builds a site that counts nothing: no script, no request. */
export const analyticsEnabled = (value: string | undefined) =>
  value?.trim().toLowerCase() !== 'off';

/** The database's anonymous counter (supabase/migrations/…_page_counts.sql). */
export const countPagePath = '/rest/v1/rpc/count_page';

/**
 * DOM events between the islands and the counting script, on `document`: `wa-chat` when an
 * island opened the business's WhatsApp chat (a lead form sent); `article-shown` when the 404
 * page's fallback shows an article, the only visit that page counts.
 */
export const countEvents = { chat: 'wa-chat', articleShown: 'article-shown' } as const;

/** A crawler or audit tool naming itself (not 'Cubot', a phone maker). Never sent. */
export const crawlerAgent = /(?:^|[^u])bot\b|crawl|spider|slurp|lighthouse/i;

/** Never counted: the owner's pages, the search and the offline page. */
const uncountedPaths = ['/admin', searchPath, offlinePagePath];

/**
 * How a page built at `path` (as pagePath gives it) counts its visit: at once, only once the
 * 404 page's fallback shows an article, or never.
 */
export function visitCounting(path: string): 'page' | 'article-fallback' | null {
  if (path === '/404') return 'article-fallback';
  const uncounted = uncountedPaths.some((p) => path === p || path.startsWith(`${p}/`));
  return uncounted ? null : 'page';
}

/** What the browser says of its visitor; `doNotTrack` is also on `window` in old browsers. */
export interface BrowserSignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  userAgent: string;
}

/** Global Privacy Control, Do Not Track or a crawler: nothing is counted, nothing sent. */
export const countingRefused = ({ globalPrivacyControl, doNotTrack, userAgent }: BrowserSignals) =>
  globalPrivacyControl === true || doNotTrack === '1' || crawlerAgent.test(userAgent);

/** The page that says what is counted and what never is; the footer links it. */
export const privacyPath = '/privasi';
