import { Parser } from 'htmlparser2';
import type { HtmlEvents } from './events';

/**
 * Reads HTML as a browser builds its tree, with the parser sanitize-html uses (htmlparser2, in
 * its HTML mode: names lowercase, character references decoded): elements HTML ends without an
 * end tag (void elements, a `<p>` a `<div>` closes, all that is open at the end) report an
 * implied `onclosetag`, and an end tag with nothing open to end is none. The service worker,
 * which cannot afford the parser, uses read-tags.ts.
 */
export function readHtml(html: string, events: HtmlEvents): void {
  const parser: Parser = new Parser({
    ...events,
    onopentag: (name, attrs) =>
      events.onopentag?.(name, attrs, parser.startIndex, parser.endIndex + 1),
  });
  parser.end(html);
}
