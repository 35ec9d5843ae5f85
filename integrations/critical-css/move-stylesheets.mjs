// @ts-check

/**
 * The `<style>` that carries a route's critical CSS. A `</style` in the CSS (only possible inside
 * a string, where `\/` means `/`) must not end the element.
 * @param {string} css
 */
export const criticalStyle = (css) =>
  `<style data-critical-css>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/**
 * The stylesheets of `tags`, as the JSON data block src/directives/late-css.ts reads. A data
 * block is no script to the CSP. Hrefs are Astro's /_astro/ names, but `<` is escaped anyway so
 * nothing in them can end the element.
 * @param {string[]} tags
 */
function lateCssBlock(tags) {
  const hrefs = tags.map((tag) => {
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1];
    if (!href) throw new Error(`a stylesheet link without an href: ${tag}`);
    return href.replaceAll('&amp;', '&');
  });
  const json = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return `<script type="application/json" data-late-css>${json}</script>`;
}

/**
 * Whether every island of the page hydrates through one of `directives` (ours, which add the
 * stylesheet first): then the page needs the stylesheet only once an island wakes.
 * @param {string} html
 * @param {readonly string[]} directives
 */
export function canParkStylesheets(html, directives) {
  const islands = html.matchAll(/<astro-island\b[^>]*?\sclient="([^"]*)"/gi);
  return [...islands].every(([, client]) => directives.includes(client ?? ''));
}

/**
 * The page with its head's stylesheet links (found by `scanPage`) replaced by one `<style>` with
 * `css`, where the first of them was, and the same links, in the same order, as the last thing in
 * `<body>`: the browser paints the page with the inline CSS and loads the whole stylesheets
 * without holding the first paint back. Throws when the page no longer has what the scan found
 * there (it changed in between) or has no `</body>` after them to move them to.
 * With `park`, no link is left: `<script type="application/json" data-late-css>` names the
 * stylesheets, and a client directive adds them when an island wakes
 * (src/directives/late-css.ts). Chromium can hold the first paint for a stylesheet even at the
 * end of `<body>`, and a reader who never acts need not download it.
 * @param {string} html
 * @param {Pick<import('./page-scan.mjs').PageScan, 'links' | 'bodyEnd'>} scan
 * @param {string} css
 * @param {{ park?: boolean }} [options]
 */
export function moveStylesheets(html, { links, bodyEnd }, css, { park = false } = {}) {
  if (links.length === 0) return html;
  const tags = links.map(({ start, end }) => html.slice(start, end));
  if (tags.some((tag) => !/^<link\b[^>]*>$/i.test(tag))) {
    throw new Error('its stylesheet links are not where the scan found them');
  }
  const last = /** @type {{ end: number }} */ (links.at(-1));
  if (bodyEnd < last.end || !/^<\/body\b/i.test(html.slice(bodyEnd, bodyEnd + 7))) {
    throw new Error('it has no </body> after its stylesheet links to move them before');
  }
  const parts = [html.slice(0, links[0]?.start), criticalStyle(css)];
  links.forEach(({ end }, i) => parts.push(html.slice(end, links[i + 1]?.start ?? bodyEnd)));
  parts.push(...(park ? [lateCssBlock(tags)] : tags), html.slice(bodyEnd));
  return parts.join('');
}
