import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const attrValues = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[1]);

const staticImport = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/** Every module reachable from `entries` through `pattern`'s imports, with the code read. */
async function moduleGraph(entries, patterns) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const pattern of patterns) {
      for (const spec of attrValues(code, pattern)) {
        queue.push(path.resolve(path.dirname(file), spec));
      }
    }
  }
  return seen;
}

/**
 * The JS a page runs: `initial` is what its islands and module scripts load when they hydrate;
 * `lazy` is what they may import later, on demand (the fallback's article reader, say).
 */
async function pageScripts(root, html) {
  const entries = [
    ...attrValues(html, /component-url="([^"]+)"/g),
    ...attrValues(html, /renderer-url="([^"]+)"/g),
    ...attrValues(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ].map((url) => path.join(root, url));
  const initial = await moduleGraph(entries, [staticImport]);
  const all = await moduleGraph(entries, [staticImport, dynamicImport]);
  return { initial: [...initial], lazy: [...all].filter((file) => !initial.has(file)) };
}

const sizeOf = (buffers) => ({
  bytes: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gzipSync(b).length, 0),
});

/**
 * What each built page makes a visitor download (before images): its HTML, the stylesheets it
 * links, the JS its islands load when they hydrate and the JS they may load later, raw and
 * gzipped, each file counted once per page.
 */
export async function measurePages(root) {
  const pages = [];
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file);
    const text = html.toString('utf8');
    const css = attrValues(text, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g).map((url) =>
      path.join(root, url),
    );
    const js = await pageScripts(root, text);
    pages.push({
      page:
        '/' +
        path
          .relative(root, file)
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, ''),
      html: sizeOf([html]),
      css: sizeOf(await Promise.all(css.map((f) => readFile(f)))),
      js: sizeOf(await Promise.all(js.initial.map((f) => readFile(f)))),
      lazyJs: sizeOf(await Promise.all(js.lazy.map((f) => readFile(f)))),
      jsFiles: js.initial.map((f) => path.relative(root, f)).sort(),
    });
  }
  return pages;
}
