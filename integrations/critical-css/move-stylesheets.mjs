// @ts-check
import { readHtml } from '../../src/lib/html/read-html.js';

/**
 * The `<style>` that carries a route's critical CSS. A `</style` in the CSS (only possible inside
 * a string, where `\/` means `/`) must not end the element.
 * @param {string} css
 */
export const criticalStyle = (css) =>
  `<style data-critical-css>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/**
 * The stylesheets the scan found, as the JSON data block src/directives/late-css.ts reads. A
 * data block is no script to the CSP. Hrefs are Astro's /_astro/ names, but `<` is escaped
 * anyway so nothing in them can end the element.
 * @param {{ href: string }[]} links
 */
function lateCssBlock(links) {
  const json = JSON.stringify(links.map((link) => link.href)).replaceAll('<', '\\u003c');
  return `<script type="application/json" data-late-css>${json}</script>`;
}

/**
 * Whether every island of the page hydrates through one of `directives` (ours, which add the
 * stylesheet first): then the page needs the stylesheet only once an island wakes.
 * @param {string} html
 * @param {readonly string[]} directives
 */
export function canParkStylesheets(html, directives) {
  let park = true;
  readHtml(html, {
    onopentag(name, attrs) {
      const client = attrs.client;
      if (name === 'astro-island' && client !== undefined) park &&= directives.includes(client);
    },
  });
  return park;
}

/**
 * Whether `tag` is one `<link>` start tag with `href`, and nothing else.
 * @param {string} tag
 * @param {string} href
 */
function isLinkTag(tag, href) {
  let found = false;
  readHtml(tag, {
    onopentag(name, attrs, start, end) {
      found = name === 'link' && attrs.href === href && start === 0 && end === tag.length;
    },
  });
  return found;
}

/**
 * The page with its head's stylesheet links (found by `scanPage`) replaced by one `<style>` with
 * `css`, where the first of them was, and the same links, in the same order, as the last thing in
 * `<body>`: the browser paints the page with the inline CSS and loads the whole stylesheets
 * without holding the first paint back. Throws when the page no longer has what the scan found
 * there (it changed in between) or has no `</body>` after them to move them to.
 * With `park`, no link is left: `<script type="application/json" data-late-css>`, right after
 * the `<style>`, names the stylesheets, and a client directive adds them when an island wakes
 * (src/directives/late-css.ts). Chromium can hold the first paint for a stylesheet even at the
 * end of `<body>`, and a reader who never acts need not download it. The block is in `<head>`
 * so that a directive that wakes while the page is still parsed (the 404 page's fallback, a
 * search opened with `?q=`, a toast carried from the previous page) finds it.
 * @param {string} html
 * @param {Pick<import('./page-scan.mjs').PageScan, 'links' | 'bodyEnd'>} scan
 * @param {string} css
 * @param {{ park?: boolean }} [options]
 */
export function moveStylesheets(html, { links, bodyEnd }, css, { park = false } = {}) {
  if (links.length === 0) return html;
  const tags = links.map(({ start, end }) => html.slice(start, end));
  if (tags.some((tag, i) => !isLinkTag(tag, /** @type {string} */ (links[i]?.href)))) {
    throw new Error('its stylesheet links are not where the scan found them');
  }
  const last = /** @type {{ end: number }} */ (links.at(-1));
  if (bodyEnd < last.end || html.slice(bodyEnd, bodyEnd + 6).toLowerCase() !== '</body') {
    throw new Error('it has no </body> after its stylesheet links to move them before');
  }
  const parts = [html.slice(0, links[0]?.start), criticalStyle(css)];
  if (park) parts.push(lateCssBlock(links));
  links.forEach(({ end }, i) => parts.push(html.slice(end, links[i + 1]?.start ?? bodyEnd)));
  parts.push(...(park ? [] : tags), html.slice(bodyEnd));
  return parts.join('');
}
