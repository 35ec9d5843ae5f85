import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * A static file server for a built site: unknown paths get `404.html` with status 404.
 * `getRoot` is read on every request so the served directory can be swapped atomically;
 * `routes` maps 'METHOD /path' to a handler for the few non-file endpoints (the rebuild hook).
 */
export function createStaticServer({ getRoot, routes = {}, log = () => {} }) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
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
    let status = 200;
    let file = await resolveFile(root, url.pathname);
    if (!file) {
      status = 404;
      const notFound = path.join(root, '404.html');
      file = (await isFile(notFound)) ? notFound : null;
    }
    log(`${req.method} ${url.pathname} ${status}`);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { size } = await stat(file);
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': size,
      'Cache-Control': file.includes(`${path.sep}_astro${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}
