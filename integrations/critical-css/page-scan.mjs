// @ts-check
import { readHtml } from '../../src/lib/html/read-html.js';
import { normalize } from './selector-tokens.mjs';

/**
 * @typedef {{ href: string, start: number, end: number }} StylesheetLink a `<link>` element
 *   and where its tag is in the page's text (`end` is one past its `>`)
 * @typedef {{ links: StylesheetLink[], bodyEnd: number, tokens: Set<string> }} PageScan
 */

/** A stylesheet of the build: Astro writes every one as a fingerprinted file in /_astro/. */
const builtStylesheet = /^\/_astro\/[^?#]+\.css$/;

/** @param {Record<string, string>} attribs */
function isBuiltStylesheet(attribs) {
  const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('stylesheet') &&
    !rel.includes('alternate') &&
    // A stylesheet for some media only (print) must not be inlined for all of them.
    attribs.media === undefined &&
    builtStylesheet.test(attribs.href ?? '')
  );
}

/**
 * Elements a browser adds where the HTML leaves them out, which an HTML parser does not: every
 * page has html, head and body, and a `<tr>` written straight into a `<table>` gets a tbody.
 */
const impliedByPage = ['html', 'head', 'body'];
const impliedBy = new Map([
  ['tr', 'tbody'],
  ['col', 'colgroup'],
]);

const whitespace = /[ \t\n\f\r]+/;

/**
 * Reads a built page as HTML (text that only looks like a tag, in an attribute value, is none):
 * the stylesheets from /_astro/ its `<head>` links, where its `</body>` starts (-1 without one),
 * and the tokens of its elements (tag names, attributes, class and other words) that
 * `vocabulary` names, as `selectorRequirement` spells them.
 * @param {string} html
 * @param {import('./selector-tokens.mjs').Vocabulary} vocabulary
 * @returns {PageScan}
 */
export function scanPage(html, vocabulary) {
  /** @type {StylesheetLink[]} */
  const links = [];
  /** @type {Set<string>} */
  const tokens = new Set();
  const { tags, attributes, values, words } = vocabulary;
  const addTag = (/** @type {string} */ name) => {
    const found = tags.get(name);
    if (found) tokens.add(found);
  };
  impliedByPage.forEach(addTag);
  let inHead = false;
  let bodyEnd = -1;
  readHtml(html, {
    onopentag(name, attribs, start, end) {
      if (name === 'head') inHead = true;
      if (inHead && name === 'link' && isBuiltStylesheet(attribs)) {
        links.push({ href: /** @type {string} */ (attribs.href), start, end });
      }
      addTag(name);
      const parent = impliedBy.get(name);
      if (parent) addTag(parent);
      // Lookups only (this runs for every element of every page): no token is spelled here.
      for (const attribute in attribs) {
        const value = /** @type {string} */ (attribs[attribute]);
        const present = attributes.get(attribute);
        if (present) tokens.add(present);
        const byValue = values.get(attribute)?.get(normalize(attribute, value));
        if (byValue) tokens.add(byValue);
        const byWord = words.get(attribute);
        if (byWord) {
          for (const word of value.split(whitespace)) {
            const found = byWord.get(normalize(attribute, word));
            if (found) tokens.add(found);
          }
        }
      }
    },
    onclosetag(name, implied, start) {
      if (name === 'head') inHead = false;
      if (name === 'body' && !implied) bodyEnd = start;
    },
  });
  return { links, bodyEnd, tokens };
}
