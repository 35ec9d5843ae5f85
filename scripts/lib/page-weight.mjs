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

/** Every JS module a page loads: island components and renderers, module scripts, and what they import. */
async function pageScripts(root, html) {
  const entry = [
    ...attrValues(html, /component-url="([^"]+)"/g),
    ...attrValues(html, /renderer-url="([^"]+)"/g),
    ...attrValues(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ];
  const seen = new Set();
  const queue = entry.map((url) => path.join(root, url));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const spec of attrValues(code, /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  return [...seen];
}

const sizeOf = (buffers) => ({
  bytes: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gzipSync(b).length, 0),
});

/**
 * What each built page makes a visitor download (before images): its HTML, the stylesheets it
 * links, and every JS module its islands pull in, raw and gzipped, each file counted once per page.
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
      js: sizeOf(await Promise.all(js.map((f) => readFile(f)))),
      jsFiles: js.map((f) => path.relative(root, f)).sort(),
    });
  }
  return pages;
}
