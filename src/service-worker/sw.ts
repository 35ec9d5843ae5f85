/**
 * The site's service worker (issue 22): pages the visitor opened stay readable with no signal.
 * Online the network always answers pages; a kept copy is shown only when the network cannot
 * be reached, with a notice saying when it was kept. Bundled into /sw.js by
 * integrations/service-worker.mjs, which defines the constants below.
 */
import {
  overBudget,
  pageKey,
  isArticle,
  pageTitle,
  requestKind,
  withKeptArticles,
  withOfflineNotice,
  type KeptEntry,
} from './policy';
import { offlinePagePath, preloadPatienceMs } from '../config/offline';
import { fromNetwork } from './network-answer';
import {
  chatUrl,
  leadFormSubmission,
  pageWithoutValues,
  submissionNotice,
  withLeadFormValues,
  type LeadFormSubmission,
} from './lead-form-answer';
import {
  enqueue,
  isCountRequest,
  jakartaDay,
  pageCount,
  queuedBody,
  readQueue,
  stillCountable,
  type QueuedCount,
} from './count-queue';

/** A hash of the build: a new deploy is a new worker, with its own offline page. */
declare const __BUILD_ID__: string;
/** The offline page's stylesheets and scripts, and the article reader, kept when the worker installs. */
declare const __OFFLINE_ASSETS__: string[];
/** False when the site is built with PUBLIC_SERVICE_WORKER=off: the worker removes itself. */
declare const __ENABLED__: boolean;

// The DOM's types are this project's; these are the few service worker types used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WindowClient {
  url: string;
  navigate(url: string): Promise<unknown>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: {
    unregister(): Promise<boolean>;
    navigationPreload?: { enable(): Promise<void> };
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

const caches_ = {
  /** The offline page of this build. */
  offline: `offline-${__BUILD_ID__}`,
  /** Pages the visitor opened, whatever build served them. */
  pages: 'kept-pages-v1',
  /** Fingerprinted files the kept pages use (CSS, scripts, images): they never change. */
  files: 'kept-files-v1',
  /** Counts of pages read offline, waiting for the network (count-queue.ts). */
  counts: 'count-queue-v1',
};

const header = {
  at: 'x-kept-at',
  bytes: 'x-kept-bytes',
  page: 'x-kept-page',
  title: 'x-kept-title',
};

/** What a kept response's headers say of it. */
function keptEntry(url: string, headers: Headers): KeptEntry {
  const page = headers.get(header.page);
  return {
    url,
    bytes: Number(headers.get(header.bytes)) || 0,
    storedAt: Number(headers.get(header.at)) || 0,
    page: page === 'article' || page === 'other' ? page : undefined,
    title: decodeURIComponent(headers.get(header.title) ?? ''),
  };
}

/** A response to keep: its body read once, the worker's notes in its headers. */
async function keptCopy(url: string, response: Response, notes: Record<string, string>) {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(header.at, String(Date.now()));
  headers.set(header.bytes, String(body.byteLength));
  for (const [name, value] of Object.entries(notes)) headers.set(name, value);
  return {
    entry: keptEntry(url, headers),
    response: new Response(body, { status: response.status, headers }),
  };
}

/**
 * What is kept, read from the caches once per worker start and then kept up to date. Reading
 * every kept response at each keep made a page of twenty scripts cost hundreds of cache reads;
 * the browser activates a new worker only once the old one has finished them, and holds the
 * next navigation until then.
 */
let index: Promise<Map<string, KeptEntry>> | null = null;

function keptIndex(): Promise<Map<string, KeptEntry>> {
  index ??= (async () => {
    const entries = new Map<string, KeptEntry>();
    for (const name of [caches_.pages, caches_.files]) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const kept = await cache.match(request);
        if (kept) entries.set(request.url, keptEntry(request.url, kept.headers));
      }
    }
    return entries;
  })();
  return index;
}

// One change to the kept files at a time, so that the index and the budget checks do not race.
let queue: Promise<unknown> = Promise.resolve();
const serially = (work: () => Promise<unknown>) => {
  queue = queue.then(work, work).catch((error: unknown) => {
    console.warn('service worker: keeping a copy failed:', error);
    index = null;
  });
  return queue;
};

const cacheOf = (entry: KeptEntry) => (entry.page ? caches_.pages : caches_.files);

async function keep(cacheName: string, entry: KeptEntry, response: Response) {
  await (await caches.open(cacheName)).put(entry.url, response);
  const entries = await keptIndex();
  entries.set(entry.url, entry);
  for (const url of overBudget([...entries.values()])) {
    const dropped = entries.get(url);
    if (!dropped) continue;
    await (await caches.open(cacheOf(dropped))).delete(url);
    entries.delete(url);
  }
}

function keepPage(url: string, response: Response) {
  return serially(async () => {
    const key = pageKey(url);
    const html = await response.clone().text();
    const { entry, response: copy } = await keptCopy(key, response, {
      [header.page]: isArticle(new URL(key).pathname) ? 'article' : 'other',
      [header.title]: encodeURIComponent(pageTitle(html)),
    });
    await keep(caches_.pages, entry, copy);
  });
}

function forgetPage(url: string) {
  return serially(async () => {
    const key = pageKey(url);
    await (await caches.open(caches_.pages)).delete(key);
    (await keptIndex()).delete(key);
  });
}

function keepFile(url: string, response: Response) {
  return serially(async () => {
    const { entry, response: copy } = await keptCopy(url, response, {});
    await keep(caches_.files, entry, copy);
  });
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');

async function offlinePage(): Promise<Response> {
  const page = await (await caches.open(caches_.offline)).match(offlinePagePath);
  if (!page) return Response.error();
  const html = withKeptArticles(await page.text(), [...(await keptIndex()).values()]);
  return new Response(html, { status: 503, headers: page.headers });
}

/**
 * A lead form the browser sent itself (lead-form-answer.ts): answered here, the network asked
 * only for the page without the values. Online and complete, the WhatsApp chat; otherwise the
 * page again (the network's, else the kept copy) with the values in their fields and why.
 */
async function answerLeadForm(event: FetchEvent, sent: LeadFormSubmission): Promise<Response> {
  const page = pageWithoutValues(event.request.url);
  const fresh = await fetch(page).catch(() => null);
  if (fresh && sent.missing.length === 0) return Response.redirect(chatUrl(sent), 303);
  let html: string;
  let headers: Headers;
  if (fresh?.status === 200 && isHtml(fresh)) {
    [html, headers] = [await fresh.text(), fresh.headers];
  } else {
    const kept = await (await caches.open(caches_.pages)).match(pageKey(page));
    if (!kept) return offlinePage();
    const storedAt = Number(kept.headers.get(header.at)) || Date.now();
    [html, headers] = [withOfflineNotice(await kept.text(), storedAt), kept.headers];
  }
  const message = submissionNotice(sent, fresh !== null);
  return new Response(withLeadFormValues(html, sent, message), { status: 200, headers });
}

/** Where the queue of counts is stored: one entry of the counts' cache, a list. */
const countQueueKey = '/count-queue';

async function storedCounts(): Promise<QueuedCount[]> {
  const stored = await (await caches.open(caches_.counts)).match(countQueueKey);
  return stored ? readQueue(await stored.json().catch(() => null)) : [];
}

async function storeCounts(queue: QueuedCount[]) {
  const cache = await caches.open(caches_.counts);
  if (queue.length === 0) await cache.delete(countQueueKey);
  else await cache.put(countQueueKey, new Response(JSON.stringify(queue)));
}

// One change to the queue at a time; `maybeQueued` spares a read on each page when it is empty.
let countWork: Promise<unknown> = Promise.resolve();
let maybeQueued = true;
const seriallyCount = (work: () => Promise<unknown>) => {
  countWork = countWork.then(work, work).catch((error: unknown) => {
    console.warn('service worker: the queue of counts failed:', error);
  });
  return countWork;
};

function queueCount(count: QueuedCount) {
  maybeQueued = true;
  return seriallyCount(async () => storeCounts(enqueue(await storedCounts(), count)));
}

/** The queued counts, oldest first, until the network fails again. */
function sendQueuedCounts() {
  if (!maybeQueued) return Promise.resolve();
  return seriallyCount(async () => {
    const queue = stillCountable(await storedCounts(), jakartaDay(Date.now()));
    let sent = 0;
    for (const count of queue) {
      try {
        await fetch(count.url, {
          method: 'POST',
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          headers: { apikey: count.apikey, 'content-type': 'application/json' },
          body: queuedBody(count),
        });
      } catch {
        break;
      }
      sent += 1;
    }
    await storeCounts(queue.slice(sent));
    maybeQueued = sent < queue.length;
  });
}

/**
 * A page's count (src/visits/counter.ts): sent on; where the network cannot be reached (a
 * kept page read offline), queued with today's date in Jakarta and answered 202.
 */
async function answerCount(event: FetchEvent): Promise<Response> {
  const body = await event.request.clone().text();
  try {
    const response = await fetch(event.request);
    event.waitUntil(sendQueuedCounts());
    return response;
  } catch {
    const count = pageCount(body);
    if (count) {
      const { url, headers } = event.request;
      const apikey = headers.get('apikey') ?? '';
      event.waitUntil(queueCount({ ...count, url, apikey, day: jakartaDay(Date.now()) }));
    }
    return new Response(null, { status: 202 });
  }
}

/** A navigation's answer from the network; the preload is waited for even where a fetch wins. */
function networkAnswer(event: FetchEvent): Promise<Response> {
  const preload = event.preloadResponse;
  event.waitUntil(preload.catch(() => undefined));
  return fromNetwork(preload, () => fetch(event.request), preloadPatienceMs);
}

/** Pages: the network first, always; a kept copy (or the offline page) only without it. */
async function answerPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const sent = leadFormSubmission(request.url);
  if (sent) return answerLeadForm(event, sent);
  try {
    const response = await networkAnswer(event);
    event.waitUntil(sendQueuedCounts());
    if (response.status === 200 && response.type !== 'opaqueredirect' && isHtml(response)) {
      event.waitUntil(keepPage(request.url, response.clone()));
    } else if (response.status === 404 || response.status === 410) {
      // Withdrawn or gone: never shown from a kept copy again, online or off.
      event.waitUntil(forgetPage(request.url));
    }
    return response;
  } catch {
    const kept = await (await caches.open(caches_.pages)).match(pageKey(request.url));
    if (!kept) return offlinePage();
    const storedAt = Number(kept.headers.get(header.at)) || Date.now();
    return new Response(withOfflineNotice(await kept.text(), storedAt), {
      status: 200,
      headers: kept.headers,
    });
  }
}

/** The owner's pages and the search: always the network; offline, the site's offline page. */
async function answerLive(event: FetchEvent): Promise<Response> {
  try {
    return await networkAnswer(event);
  } catch {
    return offlinePage();
  }
}

/** Fingerprinted files: a kept copy first (the name changes with the content), else the network. */
async function answerFile(event: FetchEvent): Promise<Response> {
  const { url } = event.request;
  const kept =
    (await (await caches.open(caches_.files)).match(url)) ??
    (await (await caches.open(caches_.offline)).match(url));
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === 'basic') {
    event.waitUntil(keepFile(url, response.clone()));
  }
  return response;
}

/**
 * The page a visitor opened before the worker controlled it, and the files it loaded (the
 * registration sends them once): kept as if they had come through the worker, so that the
 * first article read is readable offline too. Fetched again, mostly from the HTTP cache.
 */
async function keepOpened(urls: readonly string[]) {
  const origin = worker.location.origin;
  const [page, ...files] = urls;
  if (page && requestKind({ url: page, method: 'GET', mode: 'navigate' }, origin) === 'page') {
    const response = await fetch(page);
    if (response.status === 200 && isHtml(response)) await keepPage(page, response);
  }
  const kept = await keptIndex();
  for (const url of files.slice(0, 100)) {
    const kind = requestKind({ url, method: 'GET', mode: 'no-cors', referrer: page }, origin);
    if (kind !== 'immutable' || kept.has(url)) continue;
    const response = await fetch(url);
    if (response.status === 200) await keepFile(url, response);
  }
}

const urlsToKeep = (data: unknown): string[] => {
  const keep = (data as { keep?: unknown } | null)?.keep;
  return Array.isArray(keep) ? keep.filter((url): url is string => typeof url === 'string') : [];
};

if (__ENABLED__) {
  worker.addEventListener('message', (event) => {
    const urls = urlsToKeep(event.data);
    if (urls.length > 0) event.waitUntil(keepOpened(urls).catch(() => undefined));
  });

  worker.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(caches_.offline)
        .then((cache) => cache.addAll([offlinePagePath, ...__OFFLINE_ASSETS__]))
        .then(() => worker.skipWaiting()),
    );
  });

  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith('offline-') && name !== caches_.offline) await caches.delete(name);
        }
        await worker.registration.navigationPreload?.enable();
        await worker.clients.claim();
      })(),
    );
  });

  worker.addEventListener('fetch', (event) => {
    if (isCountRequest(event.request)) {
      event.respondWith(answerCount(event));
      return;
    }
    const kind = requestKind(event.request, worker.location.origin);
    if (kind === 'page') event.respondWith(answerPage(event));
    else if (kind === 'live') event.respondWith(answerLive(event));
    else if (kind === 'immutable') event.respondWith(answerFile(event));
  });
} else {
  // The kill switch (docs/deploy.md): replace any earlier worker, drop what it kept, leave.
  worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) await caches.delete(name);
        await worker.registration.unregister();
        for (const client of await worker.clients.matchAll({ type: 'window' })) {
          await client.navigate(client.url);
        }
      })(),
    );
  });
}
