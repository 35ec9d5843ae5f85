/**
 * Whether `href` opens the WhatsApp chat with `phoneDigits` (wa.me, as src/lib/links.ts builds
 * it, with or without a message). A share to WhatsApp (wa.me/?text=) names no number. Apart from
 * links.ts, which reads the site's config, so that the counting script carries only this.
 */
export function isChatWith(href: string, phoneDigits: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.host === 'wa.me' && url.pathname === `/${phoneDigits}`;
  } catch {
    return false;
  }
}
