import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from './headers-file.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(filePath) {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to a file under root as static hosts do: `/a` and `/a/` serve `a/index.html`
 * or `a.html`; anything outside root or missing resolves to null.
 */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Files hosts read as configuration and never serve. */
const hostConfigFiles = new Set(['/_headers', '/_redirects']);

/** The rules of `<root>/_headers`, read once per build directory. */
function headerRules() {
  const byRoot = new Map();
  return (root) => {
    if (!byRoot.has(root)) {
      byRoot.clear();
      byRoot.set(
        root,
        readFile(path.join(root, '_headers'), 'utf8').then(parseHeadersFile, (error) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        }),
      );
    }
    return byRoot.get(root);
  };
}

/**
 * A static file server for a built site, behaving like the CDN hosts we deploy to: the
 * `_headers` file's headers on every response, `/a/` redirected to `/a` when `a.html` exists,
 * and unknown paths answered with `404.html` and status 404.
 * `getRoot` is read on every request so the served directory can be swapped atomically;
 * `routes` maps 'METHOD /path' to a handler for the few non-file endpoints (the rebuild hook).
 */
export function createStaticServer({ getRoot, routes = {}, log = () => {} }) {
  const rulesFor = headerRules();
  async function handle(req, res) {
    // Concatenated, not resolved: a path starting with // is a path here, not another host.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    const route = routes[`${req.method} ${url.pathname}`];
    if (route) {
      route(req, res);
      return;
    }
    const root = getRoot();
    if (!root) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
        .end('Situs sedang dibangun. Coba lagi sebentar lagi.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const headers = headersForPath(await rulesFor(root), url.pathname);
    const withoutSlash = url.pathname.replace(/^(\/[^/].*)\/$/, '$1');
    if (withoutSlash !== url.pathname) {
      const page = await resolveFile(root, withoutSlash);
      if (page && !page.endsWith(`${path.sep}index.html`)) {
        res.writeHead(308, { ...headers, Location: withoutSlash + url.search }).end();
        return;
      }
    }
    let status = 200;
    let file = hostConfigFiles.has(url.pathname) ? null : await resolveFile(root, url.pathname);
    if (!file) {
      status = 404;
      const notFound = path.join(root, '404.html');
      file = (await isFile(notFound)) ? notFound : null;
    }
    log(`${req.method} ${url.pathname} ${status}`);
    if (!file) {
      res
        .writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found');
      return;
    }
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { size } = await stat(file);
    res.writeHead(status, {
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...headers,
      'Content-Type': type,
      'Content-Length': size,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }
  return createServer((req, res) =>
    handle(req, res).catch((error) => {
      console.error(`static server: ${req.method} ${req.url} failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }),
  );
}
