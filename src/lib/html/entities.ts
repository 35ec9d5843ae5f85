/**
 * Character references as HTML reads them, for read-tags.ts: the one decoder in our code.
 * (read-html.js leaves decoding to htmlparser2, whose table of all 2,231 names would make the
 * service worker four times larger.) Every numeric reference is read as a browser reads it; of
 * the names, those the site's pages are written with: the ones Astro, React and sanitize-html
 * escape with, `&nbsp;`, and the typographic ones the templates use or might (a unit test
 * checks that every name the .astro templates under src/ write is here). Any other name, and a
 * name without its `;`, is left as written.
 */

/** The names, as HTML spells them (`&AMP;` too, not `&Amp;`). */
const named = new Map(
  Object.entries({
    amp: '&',
    AMP: '&',
    lt: '<',
    LT: '<',
    gt: '>',
    GT: '>',
    quot: '"',
    QUOT: '"',
    apos: "'",
    nbsp: '\u00a0',
    copy: '\u00a9',
    lsquo: '\u2018',
    rsquo: '\u2019',
    ldquo: '\u201c',
    rdquo: '\u201d',
    ndash: '\u2013',
    mdash: '\u2014',
    hellip: '\u2026',
  }),
);

/** What HTML reads `&#128;` to `&#159;` as: the characters windows-1252 has there. */
const windows1252 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

function character(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return code >= 0x80 && code <= 0x9f ? windows1252[code - 0x80]! : String.fromCodePoint(code);
}

const reference = /&#(\d+);?|&#[xX]([\da-fA-F]+);?|&([a-zA-Z]+);/g;

export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(reference, (written, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return named.get(name) ?? written;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    return character(code);
  });
}
