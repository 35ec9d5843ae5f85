// @ts-check
// Plain JavaScript (type-checked from its JSDoc) so that the Node scripts read pages with it
// too, without a TypeScript loader: scripts/lib/page-weight.mjs (npm run size).
import { Parser } from 'htmlparser2';

/** @typedef {import('./events').HtmlEvents} HtmlEvents */

/**
 * Reads HTML as a browser builds its tree, with the parser sanitize-html uses (htmlparser2, in
 * its HTML mode: names lowercase, character references decoded): elements HTML ends without an
 * end tag (void elements, a `<p>` a `<div>` closes, all that is open at the end) report an
 * implied `onclosetag`, and an end tag with nothing open to end is none. The one place our code
 * runs htmlparser2; the service worker, which cannot afford it, uses read-tags.ts.
 * @param {string} html
 * @param {HtmlEvents} events
 */
export function readHtml(html, events) {
  /** @type {Parser} */
  const parser = new Parser({
    onopentag: (name, attrs) =>
      events.onopentag?.(name, attrs, parser.startIndex, parser.endIndex + 1),
    onclosetag: (name, implied) => events.onclosetag?.(name, implied, parser.startIndex),
    ontext: (text) => events.ontext?.(text),
    oncomment: (text) => events.oncomment?.(text),
  });
  parser.end(html);
}
