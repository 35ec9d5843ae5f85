/**
 * The content field's formatting as edits of its text: from the text and what is selected in
 * it, what to put in place of which part, and what to select afterwards. Pure, so the toolbar
 * only applies them.
 */
import { escapeHtmlAttribute } from '../../../lib/html-escape';

/** The field's text and its selection (`selectionStart`, `selectionEnd`). */
export interface FieldSelection {
  value: string;
  start: number;
  end: number;
}

/** Put `text` in place of `value.slice(start, end)`, then select `select` in the new text. */
export interface FieldEdit {
  start: number;
  end: number;
  text: string;
  select: [start: number, end: number];
}

export type WrapTag = 'strong' | 'em' | 'h2' | 'h3' | 'blockquote';
export type ListTag = 'ul' | 'ol';

/**
 * The selection between `open` and `close`, still selected; with nothing selected, the empty
 * pair with the cursor inside. Spaces selected around the text (a double-click takes the one
 * after a word) stay outside.
 */
function surround({ value, start, end }: FieldSelection, open: string, close: string): FieldEdit {
  const selected = value.slice(start, end);
  const inner = selected.trim();
  const before = inner ? selected.slice(0, selected.indexOf(inner)) : '';
  const after = selected.slice(before.length + inner.length);
  const innerStart = start + before.length + open.length;
  return {
    start,
    end,
    text: before + open + inner + close + after,
    select: [innerStart, innerStart + inner.length],
  };
}

export const wrapSelection = (selection: FieldSelection, tag: WrapTag): FieldEdit =>
  surround(selection, `<${tag}>`, `</${tag}>`);

/** A line that is one paragraph gives its text to the item. */
const unwrapParagraph = (line: string) => /^<p>(.*)<\/p>$/.exec(line)?.[1] ?? line;

/**
 * Each selected line (whole lines, blank ones left out) as an item of one list; the cursor
 * after it. With nothing selected, an empty list with the cursor in its item.
 */
export function listFromLines(selection: FieldSelection, tag: ListTag): FieldEdit {
  const { value, start, end } = selection;
  const open = `<${tag}>\n<li>`;
  const close = `</li>\n</${tag}>`;
  if (start === end) return surround(selection, open, close);
  // A selection from a line's end, or to a line's start, takes none of that line.
  const firstStart = value[start] === '\n' ? start + 1 : start;
  const first = value.lastIndexOf('\n', firstStart - 1) + 1;
  const lastEnd = value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', lastEnd);
  const last = lineEnd === -1 ? value.length : lineEnd;
  const items = value
    .slice(first, last)
    .split('\n')
    .map((line) => unwrapParagraph(line.trim()))
    .filter(Boolean);
  if (items.length === 0) return surround({ value, start, end: start }, open, close);
  const text = `<${tag}>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</${tag}>`;
  return { start: first, end: last, text, select: [first + text.length, first + text.length] };
}

/** A link to `href` around the selection (its text), or empty with the cursor inside. */
export const linkEdit = (selection: FieldSelection, href: string): FieldEdit =>
  surround(selection, `<a href="${escapeHtmlAttribute(href)}">`, '</a>');

/** An image after the selection, which stays as it is; the cursor after the image. */
export function imageEdit({ end }: FieldSelection, src: string, alt: string): FieldEdit {
  const text = `<img src="${escapeHtmlAttribute(src)}" alt="${escapeHtmlAttribute(alt)}">`;
  return { start: end, end, text, select: [end + text.length, end + text.length] };
}

/**
 * `html` in place of the selection, the cursor after it; `ownLines` puts it on lines of its
 * own (blocks pasted in the middle of a line).
 */
export function insertEdit(selection: FieldSelection, html: string, ownLines = false): FieldEdit {
  const { value, start, end } = selection;
  const before = ownLines && start > 0 && value[start - 1] !== '\n' ? '\n' : '';
  const after = ownLines && end < value.length && value[end] !== '\n' ? '\n' : '';
  const text = before + html + after;
  const cursor = start + before.length + html.length;
  return { start, end, text, select: [cursor, cursor] };
}
