// @ts-check
import { createHash } from 'node:crypto';
import { readHtml } from '../../src/lib/html/read-html.js';

// Browsers hash the text after turning CRLF and lone CR into LF, as they parse it.
/** @param {string} text */
const sha256 = (text) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * @param {string} name
 * @param {Record<string, string>} attribs
 */
const needsHash = (name, attribs) =>
  name === 'style' ||
  (name === 'script' &&
    !('src' in attribs) &&
    executableTypes.has((attribs.type ?? '').trim().toLowerCase()));

/**
 * CSP source expressions for the inline `<script>` and `<style>` elements of an HTML page. The
 * page is parsed as HTML, so text that only looks like a tag (an article title in an attribute
 * value, where Astro leaves `<` unescaped) is no element and gets no hash. Data blocks such as
 * JSON-LD are not scripts to CSP and need none.
 * @param {string} html
 */
export function inlineHashes(html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  /** @type {{ name: string, text: string } | null} the element being read */
  let open = null;
  readHtml(html, {
    onopentag(name, attribs) {
      if (needsHash(name, attribs)) open = { name, text: '' };
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (open?.name !== name) return;
      (name === 'style' ? styles : scripts).add(sha256(open.text));
      open = null;
    },
  });
  return { scripts, styles };
}

/**
 * Inline code that only one page of a route with several pages carries (one article among many,
 * one list page) was made from that page's data, not by the site's code: hashing it would let
 * whoever writes the data allow that script on every page. A hash that a page of a route
 * without parameters (home, 404, admin) also carries is the site's own.
 * @param {{ page: string, route: string | undefined, hashes: Iterable<string> }[]} pages
 * @returns {{ page: string, hash: string }[]}
 */
export function pageSpecificHashes(pages) {
  /** @param {string | undefined} route */
  const dynamic = (route) => route?.includes('[') ?? false;
  const siteWide = new Set(pages.filter((p) => !dynamic(p.route)).flatMap((p) => [...p.hashes]));
  const byRoute = Map.groupBy(
    pages.filter((p) => dynamic(p.route)),
    (p) => p.route,
  );
  /** @type {{ page: string, hash: string }[]} */
  const found = [];
  for (const routePages of byRoute.values()) {
    if (routePages.length < 2) continue;
    /** @type {Map<string, { page: string, count: number }>} the pages carrying each hash */
    const carriers = new Map();
    for (const { page, hashes } of routePages) {
      for (const hash of hashes) {
        const seen = carriers.get(hash);
        if (seen) seen.count += 1;
        else carriers.set(hash, { page, count: 1 });
      }
    }
    for (const [hash, { page, count }] of carriers) {
      if (count === 1 && !siteWide.has(hash)) found.push({ page, hash });
    }
  }
  return found;
}
