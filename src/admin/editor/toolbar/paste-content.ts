import { cleanPastedHtml, startsWithBlock } from './paste-cleaner';
import { looksLikeHtml, plainTextToHtml } from './plain-text-paste';

export interface PastedHtml {
  html: string;
  /** It starts with a block: it goes on lines of its own. */
  block: boolean;
}

/**
 * What pasting into the content field inserts: the clipboard's HTML cleaned, else its text
 * turned into HTML; null leaves the paste to the browser, which inserts the text as it is.
 * Text that is HTML source is pasted as it is even with HTML beside it (a code editor's HTML
 * only colours it).
 */
export function pastedHtml(clipboard: { html: string; text: string }): PastedHtml | null {
  if (looksLikeHtml(clipboard.text)) return null;
  const cleaned = clipboard.html.trim() ? cleanPastedHtml(clipboard.html) : '';
  const html = cleaned || plainTextToHtml(clipboard.text);
  return html ? { html, block: startsWithBlock(html) } : null;
}
