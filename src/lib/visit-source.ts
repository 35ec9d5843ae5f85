/**
 * Where a visit came from, told by the referrer's host alone (issue 34): the only thing the
 * counting ever reads of the referrer, in the browser; the referrer itself is never sent.
 */
export const visitSources = ['whatsapp', 'facebook', 'google', 'lainnya', 'langsung'] as const;

export type VisitSource = (typeof visitSources)[number];

const endsWithDomain = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Android apps that open a link in the browser name themselves as `android-app://<package>`.
 * Messenger and Facebook Lite count as Facebook; Google Go (searchlite) as Google: on cheap
 * phones it is the search app.
 */
const apps: Record<string, VisitSource> = {
  'com.whatsapp': 'whatsapp',
  'com.whatsapp.w4b': 'whatsapp',
  'com.facebook.katana': 'facebook',
  'com.facebook.lite': 'facebook',
  'com.facebook.orca': 'facebook',
  'com.facebook.mlite': 'facebook',
  'com.google.android.googlequicksearchbox': 'google',
  'com.google.android.apps.searchlite': 'google',
};

/** WhatsApp's own hosts and its link shim (l.wl.co); a domain matches its subdomains too. */
const whatsappDomains = ['wa.me', 'whatsapp.com', 'l.wl.co'];

/** Facebook, its short links and Messenger (whose link shim is l.messenger.com). */
const facebookDomains = ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'];

/**
 * Google Search in any country: google.<tld>, google.co.<cc> or google.com.<cc>, with any
 * subdomain (www.google.co.id). google.evil.com and evilgoogle.com are other sites.
 */
const googleHost = /^(?:[a-z0-9-]+\.)*google\.(?:com?\.)?[a-z]{2,3}$/;

/**
 * The source of a visit whose `document.referrer` is `referrer`, on a page of `ownHost`: none,
 * one that does not parse, or one of our own pages is a direct visit ('langsung').
 */
export function visitSource(referrer: string, ownHost: string): VisitSource {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return 'langsung';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol === 'android-app:') return apps[host] ?? 'lainnya';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'lainnya';
  if (!host || url.host.toLowerCase() === ownHost.toLowerCase()) return 'langsung';
  if (endsWithDomain(host, whatsappDomains)) return 'whatsapp';
  if (endsWithDomain(host, facebookDomains)) return 'facebook';
  if (googleHost.test(host)) return 'google';
  return 'lainnya';
}
