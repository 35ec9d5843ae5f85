/**
 * Reading with no signal (issue 22): what the service worker keeps of the pages a visitor
 * opened, and what it says when it shows them offline.
 */

/**
 * What is kept, oldest first out. 30 articles is a month of a reader's visits, and about 1.5 MB
 * of HTML; the byte budget is for everything kept (pages, their images at the size shown, the
 * site's CSS and scripts), 15 MB: what a cheap phone's browser gives a site without asking
 * (Chrome allows far more; Safari asks past 50 MB), and under 2 % of a 1 GB data package.
 */
export const offlineBudget = {
  articles: 30,
  /** The home page, service pages, list and category pages: few, but kept apart from articles. */
  otherPages: 20,
  bytes: 15 * 1024 * 1024,
} as const;

/** Never kept, never answered offline: the owner's pages and the search (always live). */
export const neverKeptPaths = ['/admin', '/blog/cari'] as const;

/** The page shown offline for a page that was not kept. */
export const offlinePagePath = '/offline';

/**
 * How long a page's navigation preload may go unanswered before the worker fetches the page
 * itself beside it (src/service-worker/network-answer.ts). Long enough that a slow mobile
 * network rarely sends a page twice.
 */
export const preloadPatienceMs = 4000;

export const offlineTexts = {
  /** `{tanggal}`: when the copy was kept, e.g. '24 November 2026 pukul 10.15 WIB'. */
  notice: 'Anda sedang offline. Ini versi yang tersimpan pada {tanggal}.',
  notKept: 'Halaman ini belum tersimpan di perangkat Anda.',
  keptArticles: 'Artikel yang bisa dibaca offline',
  noneKept:
    'Belum ada artikel yang tersimpan. Artikel yang Anda buka saat online akan tersimpan di sini.',
  /** A lead form sent with no connection: WhatsApp cannot open. */
  leadForm: 'Anda sedang offline. Pesan akan bisa dikirim setelah tersambung.',
} as const;

/**
 * PUBLIC_SERVICE_WORKER=off builds the site with a worker that removes itself (and what it kept)
 * from every visitor, and without the registration: the kill switch of docs/deploy.md.
 */
export const serviceWorkerEnabled = (value: string | undefined) =>
  value?.trim().toLowerCase() !== 'off';

/** Where the worker is served; the registration runs once the page has loaded. */
export const serviceWorkerPath = '/sw.js';
