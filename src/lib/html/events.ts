/**
 * The site reads HTML here, in src/lib/html/, and nowhere else:
 * - read-html.js: as a browser builds its tree, with htmlparser2, which nothing else runs (the
 *   build, the integrations, the page-weight measure, the revision view; the editor loads
 *   htmlparser2 anyway, for sanitize-html);
 * - tree.ts: the same parse as a tree, for the paste cleaner (src/admin/editor/toolbar/paste-cleaner.ts);
 * - read-tags.ts: tag by tag with no library, for the service worker;
 * - entities.ts: the one character reference decoder, read-tags.ts's (htmlparser2 has its own).
 *
 * What the two readers report, in document order. Tag and attribute names are lowercase; text
 * and attribute values have their character references decoded. Named as htmlparser2 names its
 * handler's, which read-html.js hands them to.
 */
export interface HtmlEvents {
  /**
   * A start tag: `start` is where its `<` is, `end` one past its `>`. An attribute written twice
   * has its first value, as in a browser.
   */
  onopentag?(name: string, attrs: Record<string, string>, start: number, end: number): void;
  /**
   * An element's end: its end tag, starting at `start` (its `<`), or (`implied`, read-html.js
   * only) where HTML ends it.
   */
  onclosetag?(name: string, implied: boolean, start: number): void;
  /** Text, in one piece or in several. */
  ontext?(text: string): void;
  oncomment?(text: string): void;
}
