/**
 * The counting script (issue 34), inlined into every counted page by
 * src/components/VisitCounter.astro, bundled at build time by integrations/visit-counter.mjs,
 * which defines the constants below. Once the page is shown and loaded, in idle time: one
 * 'visit'; then one 'chat' each time the business's WhatsApp chat is opened from the page.
 * Sent: the page's path, the kind and the source; no cookie, nothing stored in the page.
 * Offline, the service worker queues the visit (src/service-worker/count-queue.ts).
 */
import { countEvents, countingRefused } from '../config/analytics';
import { answeredByWorker } from '../forms/native-submission';
import { isChatWith } from '../lib/chat-link';
import { normalizePath } from '../lib/page-path';
import { visitSource } from '../lib/visit-source';

/** The count_page RPC's URL on the build's Supabase. */
declare const __COUNT_URL__: string;
/** The build's anon key, as every island sends it. */
declare const __ANON_KEY__: string;
/** The business's WhatsApp number, digits only (src/config/site.ts). */
declare const __BUSINESS_PHONE__: string;

const script = document.currentScript;
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
const refused = countingRefused({
  globalPrivacyControl: nav.globalPrivacyControl,
  doNotTrack: nav.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack,
  userAgent: nav.userAgent,
});

if (!refused) {
  const body = (kind: 'visit' | 'chat') =>
    JSON.stringify({
      path: normalizePath(location.pathname),
      kind,
      source: visitSource(document.referrer, location.host),
    });
  const send = (kind: 'visit' | 'chat') => {
    fetch(__COUNT_URL__, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { apikey: __ANON_KEY__, 'content-type': 'application/json' },
      body: body(kind),
    }).catch(() => undefined);
  };

  // A prerendered page counts once shown; then after its load event, when the main thread idles.
  const visit = () => {
    const idle = () => (window.requestIdleCallback || setTimeout).call(window, () => send('visit'));
    const loaded = () =>
      document.readyState === 'complete' ? idle() : addEventListener('load', idle, { once: true });
    const doc = document as Document & { prerendering?: boolean };
    if (doc.prerendering) document.addEventListener('prerenderingchange', loaded, { once: true });
    else loaded();
  };

  // The 404 page counts only the article its fallback shows, at the article's own address.
  let counting = script?.dataset.count !== 'article-fallback';
  if (counting) visit();
  else {
    document.addEventListener(
      countEvents.articleShown,
      () => {
        counting = true;
        visit();
      },
      { once: true },
    );
  }

  const chat = () => {
    if (counting) send('chat');
  };
  document.addEventListener(countEvents.chat, chat);
  // Capturing: an island that stops a click's propagation still opened the link.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && isChatWith((link as HTMLAnchorElement).href, __BUSINESS_PHONE__)) chat();
    },
    true,
  );
  // A lead form the browser sends itself (its island's code never came; the island prevents
  // the submission and says `wa-chat` itself): to the chat, or to the service worker, which
  // opens it when online and every required field is filled.
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.hasAttribute(answeredByWorker)) return;
    if (navigator.onLine && form.checkValidity()) chat();
  });
}
