import { site } from '../config/site';
import { isChatWith } from './chat-link';

/** The wa.me chat with `phoneDigits`; a form sent there adds its fields as the query. */
export const whatsappChat = (phoneDigits: string = site.phone.international) =>
  `https://wa.me/${phoneDigits}`;

/** Whether `href` opens the chat with the business number: what counts as a chat (issue 34). */
export const isBusinessChat = (href: string) => isChatWith(href, site.phone.international);

/** A wa.me chat link to `phoneDigits` with `text` pre-filled (URL-encoded). */
export function whatsappUrl(text: string, phoneDigits: string = site.phone.international): string {
  return `${whatsappChat(phoneDigits)}?text=${encodeURIComponent(text)}`;
}

/** A tel: link; keeps the leading + and digits only. */
export function telUrl(phoneDigits: string = site.phone.international): string {
  return `tel:+${phoneDigits.replace(/\D/g, '')}`;
}

export function mailtoUrl(email: string = site.email, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The chat the header's 'Konsultasi Gratis' button opens. */
export const freeConsultationUrl = whatsappUrl(`Halo ${site.name}, saya ingin konsultasi gratis.`);

export type ShareProvider = 'facebook' | 'x' | 'whatsapp' | 'line';

/** Provider share links for a page; each provider takes the URL, and the title where it can. */
export function shareUrls(pageUrl: string, title: string): Record<ShareProvider, string> {
  const url = encodeURIComponent(pageUrl);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${url}&text=${encodeURIComponent(title)}`,
  };
}
