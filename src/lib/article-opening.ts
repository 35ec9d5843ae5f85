/**
 * An article's body split after its opening paragraph, where the page puts its first picture.
 * A phone's first screen then holds the title, the summary and the opening paragraph, text that
 * paints with the page, and the photo follows: shown first, it was the slowest thing on that
 * screen (docs/decisions.md, issue 36). A body that does not open with a paragraph is not split.
 * `html` is sanitized, so a paragraph's text never holds a literal `</p>`.
 */
export function splitOpening(html: string): { opening: string; rest: string } {
  const opening = /^\s*<p(?:\s[^>]*)?>[\s\S]*?<\/p>/i.exec(html)?.[0];
  return opening ? { opening, rest: html.slice(opening.length) } : { opening: '', rest: html };
}
