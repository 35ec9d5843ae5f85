import { escapeHtmlText } from '../../../lib/html-escape';

/** A tag: text that has one is HTML source, copied from an article's field or a code editor. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);

const bulletLine = /^\s*[-*•]\s+(.*)$/;
const numberLine = /^\s*\d+[.)]\s+(.*)$/;

/** WhatsApp's `*tebal*` and `_miring_`: the marks hug their text and stand outside words. */
const whatsAppMarks: [RegExp, string][] = [
  [/(^|[^\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*(?![\p{L}\p{N}*])/gu, '$1<strong>$2</strong>'],
  [/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>'],
];

const inline = (text: string) =>
  whatsAppMarks.reduce((html, [mark, tags]) => html.replace(mark, tags), escapeHtmlText(text));

type LineKind = 'p' | 'ul' | 'ol';

/** A block of lines: lines starting with "- " or "1. " as list items, the others as a paragraph. */
function blockHtml(block: string): string[] {
  const groups: { kind: LineKind; texts: string[] }[] = [];
  for (const line of block.split('\n')) {
    const bullet = bulletLine.exec(line)?.[1];
    const number = numberLine.exec(line)?.[1];
    const kind: LineKind = bullet !== undefined ? 'ul' : number !== undefined ? 'ol' : 'p';
    const text = (bullet ?? number ?? line).trim();
    const last = groups[groups.length - 1];
    if (last?.kind === kind) last.texts.push(text);
    else groups.push({ kind, texts: [text] });
  }
  return groups.map(({ kind, texts }) =>
    kind === 'p'
      ? `<p>${texts.map(inline).join('<br>')}</p>`
      : `<${kind}>\n${texts.map((text) => `<li>${inline(text)}</li>`).join('\n')}\n</${kind}>`,
  );
}

/**
 * Plain text as article HTML, as a WhatsApp message is written: blank lines part paragraphs, a
 * line break in one stays, lines starting with "- " or "1. " make a list, and `*tebal*`,
 * `_miring_` become `<strong>`, `<em>`. null when there is nothing to turn (one line without
 * marks, or HTML source): it is then pasted as it is.
 */
export function plainTextToHtml(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n').trim();
  if (!lines || looksLikeHtml(lines)) return null;
  if (!lines.includes('\n')) {
    const html = inline(lines);
    return html === escapeHtmlText(lines) ? null : html;
  }
  return lines
    .split(/\n[ \t]*\n\s*/)
    .flatMap(blockHtml)
    .join('\n');
}
