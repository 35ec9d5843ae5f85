// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtHtmlFiles } from '../../integrations/built-html.mjs';
import { readHtml } from '../../src/lib/html/read-html.js';

/**
 * What the first group of a global `pattern` captured at each match in `text`.
 * @param {string} text
 * @param {RegExp} pattern
 */
const attrValues = (text, pattern) =>
  // Every pattern here has a first group that is not optional: a match always has it.
  [...text.matchAll(pattern)].map((m) => /** @type {string} */ (m[1]));

const staticImport = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
// Rolldown (Vite 8) writes a dynamic import's path as a template literal.
const dynamicImport = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/**
 * An asset's raw and gzip size in bytes and, for JS, the files of the modules it imports.
 * @typedef {{ bytes: number, gzip: number, staticImports: string[], dynamicImports: string[] }}
 *   Asset
 * @typedef {(file: string) => Promise<Asset>} AssetReader
 */

/**
 * Reads each asset once per measurement, however many pages share it: its raw and gzip size
 * and, for JS, the modules it imports statically and dynamically.
 * @returns {AssetReader}
 */
function assetReader() {
  /** @type {Map<string, Promise<Asset>>} */
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      cache.set(
        file,
        readFile(file).then((bytes) => {
          const code = bytes.toString('utf8');
          const resolve = (/** @type {RegExp} */ pattern) =>
            attrValues(code, pattern).map((spec) => path.resolve(path.dirname(file), spec));
          return {
            bytes: bytes.length,
            gzip: gzipSync(bytes).length,
            staticImports: file.endsWith('.js') ? resolve(staticImport) : [],
            dynamicImports: file.endsWith('.js') ? resolve(dynamicImport) : [],
          };
        }),
      );
    }
    // Set just above when missing.
    return /** @type {Promise<Asset>} */ (cache.get(file));
  };
}

/**
 * Every module reachable from `entries`, following dynamic imports too when asked.
 * @param {AssetReader} read
 * @param {string[]} entries
 * @param {{ dynamic: boolean }} options
 */
async function moduleGraph(read, entries, { dynamic }) {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop()); // the queue is not empty
    if (seen.has(file)) continue;
    seen.add(file);
    const asset = await read(file);
    queue.push(...asset.staticImports, ...(dynamic ? asset.dynamicImports : []));
  }
  return seen;
}

/**
 * A page's islands by when a visitor's browser loads them: `now` as the page loads (load, idle,
 * visible), `onAct` once the visitor acts (`client:interaction`: a tap, focus or key inside;
 * `client:toast`: a toast to show). `client:edited` ones hydrate only in the browser of an owner
 * who has just edited the article (src/directives/edited.ts), so they cost visitors nothing.
 * @param {string} html
 */
function visitorIslands(html) {
  const tags = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((match) => match[0]);
  const when = (/** @type {string} */ tag) => /\sclient="([^"]+)"/.exec(tag)?.[1] ?? '';
  return {
    now: tags.filter((tag) => !['edited', 'interaction', 'toast'].includes(when(tag))).join('\n'),
    onAct: tags.filter((tag) => ['interaction', 'toast'].includes(when(tag))).join('\n'),
  };
}

/**
 * The files of the islands' components and renderers.
 * @param {string} root
 * @param {string} islands their opening tags
 */
const islandEntries = (root, islands) =>
  [
    ...attrValues(islands, /component-url="([^"]+)"/g),
    ...attrValues(islands, /renderer-url="([^"]+)"/g),
  ].map((url) => path.join(root, url));

/**
 * The JS a page runs: `initial` is what loads before the visitor acts (islands that hydrate as
 * the page loads, and module scripts); `lazy` is what loads later: islands that wait for the
 * visitor, and what any island imports on demand (the fallback's article reader, say).
 * @param {AssetReader} read
 * @param {string} root
 * @param {string} html
 */
async function pageScripts(read, root, html) {
  const islands = visitorIslands(html);
  const entries = [
    ...islandEntries(root, islands.now),
    ...attrValues(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g).map((url) =>
      path.join(root, url),
    ),
  ];
  const initial = await moduleGraph(read, entries, { dynamic: false });
  const all = await moduleGraph(read, [...entries, ...islandEntries(root, islands.onAct)], {
    dynamic: true,
  });
  return { initial: [...initial], lazy: [...all].filter((file) => !initial.has(file)) };
}

/**
 * A page's CSS by whether it holds back the first paint: `blocking` is the stylesheets its
 * `<head>` links and the text of its `<style>` elements (inline, so also part of the HTML's
 * bytes); `late` is the stylesheets linked from `<body>`, which hold back only what follows
 * them, and those the page names for its islands to add (`data-late-css`). Parsed as HTML: article text that only looks like a `<link>` or `<style>`, in an
 * attribute value, is neither.
 * @param {string} html
 */
function pageStyles(html) {
  /** @type {{ blocking: string[], late: string[], inline: string[] }} */
  const found = { blocking: [], late: [], inline: [] };
  let inBody = false;
  /** @type {string | null} the text of the `<style>` being read */
  let style = null;
  /** @type {string | null} the text of the `data-late-css` block being read */
  let named = null;
  readHtml(html, {
    onopentag(name, attribs) {
      if (name === 'body') inBody = true;
      if (name === 'style') style = '';
      if (name === 'script' && 'data-late-css' in attribs) named = '';
      const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
      if (name === 'link' && rel.includes('stylesheet') && attribs.href) {
        (inBody ? found.late : found.blocking).push(attribs.href);
      }
    },
    ontext(text) {
      if (style !== null) style += text;
      if (named !== null) named += text;
    },
    onclosetag(name) {
      if (name === 'script' && named !== null) {
        found.late.push(...JSON.parse(named));
        named = null;
      }
      if (name !== 'style' || style === null) return;
      found.inline.push(style);
      style = null;
    },
  });
  return found;
}

/**
 * The total raw and gzip size of `files`.
 * @param {AssetReader} read
 * @param {string[]} files
 */
async function sizeOf(read, files) {
  const assets = await Promise.all(files.map(read));
  return {
    bytes: assets.reduce((n, asset) => n + asset.bytes, 0),
    gzip: assets.reduce((n, asset) => n + asset.gzip, 0),
  };
}

/**
 * The inline script that registers the service worker (after the page has loaded): the one
 * script a reading page runs before the visitor acts, counted apart from the islands' JS.
 * @param {string} html
 */
function workerRegistration(html) {
  const script = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => String(match[1]))
    // The one that registers it: a directive Astro inlines may ask for the worker too.
    .find((code) => code.includes('serviceWorker') && code.includes('.register('));
  const bytes = Buffer.from(script ?? '');
  return { bytes: bytes.length, gzip: script ? gzipSync(bytes).length : 0 };
}

/**
 * The inline script that counts the page's visit and chats (issue 34), marked `data-count`:
 * raw and gzipped on its own (in HTML gz too).
 * @param {string} html
 */
function visitCounter(html) {
  const script = html.match(
    /<script(?![^>]*\bsrc=)[^>]*\bdata-count=[^>]*>([\s\S]*?)<\/script>/,
  )?.[1];
  const bytes = Buffer.from(script ?? '');
  return { bytes: bytes.length, gzip: script ? gzipSync(bytes).length : 0 };
}

/**
 * What each built page makes a visitor download (before images): its HTML; the CSS that holds
 * back its first paint (`css`: stylesheets linked from `<head>` and inline `<style>` text, each
 * gzipped on its own) and the CSS that arrives after it (`lateCss`: stylesheets linked from
 * `<body>`); the JS its islands load when they hydrate and the JS they may load later; the
 * inline script that registers the service worker (`workerRegistration`) and the one that
 * counts visits (`visitCounter`); raw and
 * gzipped, each file counted once per page. Inline CSS is counted in `html` too: it is the same
 * bytes, shown where they cost.
 * @param {string} root the build directory
 */
export async function measurePages(root) {
  const read = assetReader();
  const pages = [];
  for (const file of await builtHtmlFiles(root)) {
    const html = await readFile(file);
    const text = html.toString('utf8');
    const styles = pageStyles(text);
    const files = (/** @type {string[]} */ urls) => urls.map((url) => path.join(root, url));
    const linked = await sizeOf(read, files(styles.blocking));
    const inline = styles.inline.map((css) => Buffer.from(css));
    const js = await pageScripts(read, root, text);
    pages.push({
      page:
        '/' +
        path
          .relative(root, file)
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, ''),
      html: { bytes: html.length, gzip: gzipSync(html).length },
      css: {
        bytes: inline.reduce((n, css) => n + css.length, linked.bytes),
        gzip: inline.reduce((n, css) => n + gzipSync(css).length, linked.gzip),
      },
      lateCss: await sizeOf(read, files(styles.late)),
      js: await sizeOf(read, js.initial),
      lazyJs: await sizeOf(read, js.lazy),
      workerRegistration: workerRegistration(text),
      visitCounter: visitCounter(text),
      jsFiles: js.initial.map((f) => path.relative(root, f)).sort(),
    });
  }
  return pages;
}
