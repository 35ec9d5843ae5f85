import { decodeHtmlEntities } from './entities';
import type { HtmlEvents } from './events';

/**
 * Elements whose content is text up to their end tag, never tags (a `<main>` in a script is no
 * element), and whether its character references are decoded.
 */
const rawText = new Map<string, boolean>([
  ['script', false],
  ['style', false],
  ['xmp', false],
  ['iframe', false],
  ['noembed', false],
  ['noframes', false],
  ['title', true],
  ['textarea', true],
]);
/** Inside these, a `<title>` or a `<style>` is an element like any other. */
const foreignRoots = new Set(['svg', 'math']);

const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
/** What ends a tag's name, or an attribute's, or the text past the end of the HTML. */
const endsName = (c: string | undefined) => c === undefined || c === '/' || c === '>' || isSpace(c);

interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** One past its `>`. */
  end: number;
  selfClosing: boolean;
}

/** The tag whose name starts at `from` (after `<` or `</`); null when the HTML ends inside it. */
function readTag(html: string, from: number): Tag | null {
  let at = from;
  while (!endsName(html[at])) at++;
  const name = html.slice(from, at).toLowerCase();
  const attrs: Record<string, string> = {};
  let selfClosing = false;
  for (;;) {
    while (isSpace(html[at]) || html[at] === '/') selfClosing = html[at++] === '/';
    if (at >= html.length) return null;
    if (html[at] === '>') return { name, attrs, end: at + 1, selfClosing };
    // An attribute: its name (an '=' first is part of it), then perhaps '=' and its value.
    const nameStart = at++;
    while (!endsName(html[at]) && html[at] !== '=') at++;
    const attr = html.slice(nameStart, at).toLowerCase();
    while (isSpace(html[at])) at++;
    let value = '';
    if (html[at] === '=') {
      at++;
      while (isSpace(html[at])) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close < 0) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const valueStart = at;
        while (at < html.length && html[at] !== '>' && !isSpace(html[at])) at++;
        value = html.slice(valueStart, at);
      }
    }
    if (!Object.prototype.hasOwnProperty.call(attrs, attr)) attrs[attr] = decodeHtmlEntities(value);
    selfClosing = false;
  }
}

/** Where the end tag of raw text `name` starts, from `from` on; the HTML's end without one. */
function rawTextEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    const after = at + 2 + name.length;
    if (html.slice(at + 2, after).toLowerCase() === name && endsName(html[after])) return at;
  }
  return html.length;
}

/**
 * Reads HTML tag by tag as it is written, with no library (for the service worker: htmlparser2's
 * tokenizer alone is 45 KB minified, the whole worker 7 KB): start tags with their attributes,
 * end tags, text and comments, as a browser's tokenizer reads them: a `>` or a tag in a quoted
 * attribute value, a tag in a comment or in a script, is none. It builds no tree: an element HTML
 * ends without an end tag (read-html.js reports those) is not ended here. What HTML reads as a
 * comment without being one (`<![if …]>`, `<?…>`, `</ …>`) is a comment; a doctype is skipped;
 * HTML that ends inside a tag ends before it. Inside `<svg>` and `<math>`, `<title>` and
 * `<style>` hold elements. But for the implied ends it reports what read-html.js does, on the
 * clipboard HTML of the unit tests and (compared when it was written) on every page of a build.
 */
export function readTags(html: string, events: HtmlEvents): void {
  const { onopentag, onclosetag, ontext, oncomment } = events;
  /** Where the text not yet reported starts. */
  let text = 0;
  /** How many `<svg>` and `<math>` elements are open. */
  let foreign = 0;
  const textUpTo = (end: number, decode = true) => {
    const written = html.slice(text, end);
    if (written) ontext?.(decode ? decodeHtmlEntities(written) : written);
  };
  let at = html.indexOf('<');
  while (at >= 0) {
    const next = html[at + 1];
    let end = at + 1;
    if (isLetter(next) || (next === '/' && isLetter(html[at + 2]))) {
      const closing = next === '/';
      const tag = readTag(html, at + (closing ? 2 : 1));
      textUpTo(at);
      if (!tag) return;
      const { name } = tag;
      end = tag.end;
      if (closing) {
        onclosetag?.(name, false, at);
        if (foreign > 0 && foreignRoots.has(name)) foreign--;
      } else {
        onopentag?.(name, tag.attrs, at, end);
        const decode = rawText.get(name);
        if (foreignRoots.has(name)) foreign += tag.selfClosing ? 0 : 1;
        else if (foreign === 0 && decode !== undefined) {
          text = end;
          end = rawTextEnd(html, name, end);
          textUpTo(end, decode);
        }
      }
    } else if (html.startsWith('!--', at + 1)) {
      textUpTo(at);
      // `<!-->` and `<!--->` are empty comments; any other ends at `-->`, or with the HTML.
      const abrupt = html.startsWith('>', at + 4) ? 5 : html.startsWith('->', at + 4) ? 6 : 0;
      const close = abrupt ? at + abrupt - 3 : html.indexOf('-->', at + 4);
      oncomment?.(abrupt ? '' : html.slice(at + 4, close < 0 ? html.length : close));
      end = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?' || next === '/') {
      // A doctype, or what HTML reads as a comment (Word's `<![if !supportLists]>`), up to '>'.
      textUpTo(at);
      const from = at + (next === '?' ? 1 : 2);
      const close = html.indexOf('>', from);
      end = close < 0 ? html.length : close + 1;
      const data = html.slice(from, end - (close < 0 ? 0 : 1));
      const doctype = next === '!' && data.slice(0, 7).toLowerCase() === 'doctype';
      if (!doctype && !(next === '/' && data === '')) oncomment?.(data);
    } else {
      // A '<' that starts nothing is text.
      at = html.indexOf('<', end);
      continue;
    }
    text = end;
    at = html.indexOf('<', end);
  }
  textUpTo(html.length);
}
