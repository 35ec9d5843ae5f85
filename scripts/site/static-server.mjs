// @ts-check
import { STATUS_CODES } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { pipeline } from 'node:stream';
import {
  headersForPath,
  parseHeadersFile,
} from '../../integrations/security-headers/headers-file.mjs';
import { parseRequestTarget } from '../lib/request-target.mjs';
import { decodeRequestPath, hasEncodedSeparator, isServable } from './served-paths.mjs';
import { answerOnSocket, createGuardedServer } from '../lib/server-guard.mjs';

/**
 * @typedef {import('../lib/server-guard.mjs').Request} Request
 * @typedef {import('../lib/server-guard.mjs').Response} Response
 * @typedef {import('../../integrations/security-headers/headers-file.mjs').HeaderRule} HeaderRule
 * @typedef {'br' | 'gzip'} Coding a content coding this server compresses with
 */

/** @type {Record<string, string>} */
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

/** Text formats; images other than SVG, fonts and archives are compressed already. */
const compressibleType =
  /^(text\/[\w.+-]+|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)(;|$)/;

const KiB = 1024;
/**
 * Bodies under 1 KiB are sent as they are, as CDNs do: with its headers such a body already
 * fits in one TCP packet, so compressing it would save no packet and no round trip.
 */
const minCompressed = KiB;
/** Larger files (none in this site) are streamed as they are rather than held in memory. */
const maxCompressed = 8 * KiB * KiB;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality falls with size so that the first request of a file stays under ~0.25 s on a
 * 2-core machine (measured on this site's files: q11 compresses 0.5-1.3 MB/s, q10 1.2-4 MB/s,
 * q9 4-11 MB/s; a page of 40 KB takes 60 ms, one of 340 KB 35 ms). q11, what CDNs use for
 * static files, is ~2% smaller than q10, and q10 ~6% smaller than q9 on the 210 KB React chunk
 * every page loads. Each body is compressed once, then served from the cache.
 */
const brotliQuality = (/** @type {number} */ size) =>
  size <= 64 * KiB ? 11 : size <= 256 * KiB ? 10 : 9;

/** @type {Record<Coding, (bytes: Buffer) => Promise<Buffer>>} */
const compressors = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
};

const codingWithWeight =
  /^([!#$%&'*+.^_`|~0-9a-z-]+)(?:\s*;\s*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i;

/**
 * The content coding to answer an `Accept-Encoding` header with: 'br', 'gzip' or 'identity'.
 * The higher weight wins, br on a tie; `q=0` refuses; an explicitly listed `identity` weighted
 * above both wins; `*` stands for codings not listed. A header that does not parse is read as
 * no header (identity) rather than an error.
 * @param {string | undefined} header
 * @returns {Coding | 'identity'}
 */
export function negotiateEncoding(header) {
  if (!header) return 'identity';
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const element of header.split(',')) {
    if (element.trim() === '') continue;
    const match = codingWithWeight.exec(element.trim());
    if (!match) return 'identity';
    // The pattern's first group is not optional: it is there whenever the pattern matches.
    const coding = /** @type {string} */ (match[1]).toLowerCase();
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, match[2] === undefined ? 1 : +match[2]);
  }
  const weight = (/** @type {string} */ coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = Math.max(weight('br'), weight('gzip'));
  if (best === 0 || (weights.get('identity') ?? 0) > best) return 'identity';
  return weight('br') === best ? 'br' : 'gzip';
}

/**
 * Compressed bodies, least recently used dropped first beyond `maxBytes`. Keyed by file, size,
 * mtime and coding, and emptied when the served directory changes, so a rebuild (in a new
 * directory, or in place) never gets old bytes. Concurrent first requests share one compression.
 * @returns {(root: string, key: string, compress: () => Promise<Buffer>) => Promise<Buffer>}
 */
function compressionCache(maxBytes = 32 * KiB * KiB) {
  /** @type {string | null} */
  let currentRoot = null;
  /** @type {Map<string, { body: Promise<Buffer>, size: number }>} size 0 while compressing */
  const entries = new Map();
  let total = 0;
  return (root, key, compress) => {
    if (root !== currentRoot) {
      entries.clear();
      total = 0;
      currentRoot = root;
    }
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      return cached.body;
    }
    const entry = { body: compress(), size: 0 };
    entries.set(key, entry);
    entry.body.then(
      (body) => {
        if (entries.get(key) !== entry) return;
        entry.size = body.length;
        total += body.length;
        for (const [oldKey, old] of entries) {
          if (total <= maxBytes) break;
          if (old.size === 0) continue;
          entries.delete(oldKey);
          total -= old.size;
        }
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.body;
  };
}

/**
 * `headers` with Accept-Encoding added to their Vary, which `_headers` may already set.
 * @param {Record<string, string>} headers
 * @returns {Record<string, string>}
 */
function withVary(headers) {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'vary') ?? 'Vary';
  const vary = headers[name];
  if (!vary) return { ...headers, [name]: 'Accept-Encoding' };
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return headers;
  return { ...headers, [name]: `${vary}, Accept-Encoding` };
}

/** @param {string} filePath */
async function isFile(filePath) {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * The servable file under root that a URL path names exactly, or null.
 * @param {string} root
 * @param {string} urlPath decoded and normalized
 */
async function fileAt(root, urlPath) {
  const file = path.resolve(root, '.' + urlPath);
  return isServable(root, file) && (await isFile(file)) ? file : null;
}

/**
 * Where a decoded, normalized request path leads, as Cloudflare Pages routes it (its asset
 * server, which `npm run test:cdn` runs in workerd): a file to serve, a path to redirect to with
 * 308, or null for the 404 page. Pages have one address each, without `.html` and without a
 * trailing slash: `/a.html` and `/a/` redirect to `/a` when `a.html` exists; `/a/index.html`,
 * `/a/index` and `/a` redirect to `/a/` when only `a/index.html` does.
 * @param {string} root
 * @param {string} requestPath
 * @returns {Promise<{ file: string } | { redirect: string } | null>}
 */
async function routePath(root, requestPath) {
  if (requestPath.endsWith('/')) {
    const index = await fileAt(root, `${requestPath}index.html`);
    if (index) return { file: index };
    if (requestPath.endsWith('/index/'))
      return { redirect: requestPath.slice(0, -'index/'.length) };
    const withoutSlash = requestPath.slice(0, -1);
    if (withoutSlash && (await fileAt(root, `${withoutSlash}.html`))) {
      return { redirect: withoutSlash };
    }
    return null;
  }
  const file = await fileAt(root, requestPath);
  if (file) {
    if (!requestPath.endsWith('.html')) return { file };
    const bare = requestPath.slice(0, -'.html'.length);
    if (bare.endsWith('/index')) return { redirect: bare.slice(0, -'index'.length) };
    // A file of that name too (`a` beside `a.html`) keeps `/a.html` its own address.
    return (await fileAt(root, bare)) ? { file } : { redirect: bare };
  }
  if (requestPath.endsWith('/index')) return { redirect: requestPath.slice(0, -'index'.length) };
  const page = await fileAt(root, `${requestPath}.html`);
  if (page) return { file: page };
  if (await fileAt(root, `${requestPath}/index.html`)) return { redirect: `${requestPath}/` };
  return null;
}

/** A decoded path as a URL path again, so that a redirect can only name a path of this site. */
const encodePath = (/** @type {string} */ requestPath) =>
  requestPath.split('/').map(encodeURIComponent).join('/');

/**
 * The rules of `<root>/_headers`, read once per build directory.
 * @returns {(root: string) => Promise<HeaderRule[]>}
 */
function headerRules() {
  /** @type {Map<string, Promise<HeaderRule[]>>} */
  const byRoot = new Map();
  return (root) => {
    if (!byRoot.has(root)) {
      byRoot.clear();
      byRoot.set(
        root,
        readFile(path.join(root, '_headers'), 'utf8').then(
          parseHeadersFile,
          (/** @type {NodeJS.ErrnoException} */ error) => {
            if (error.code === 'ENOENT') return [];
            throw error;
          },
        ),
      );
    }
    // Set just above when missing.
    return /** @type {Promise<HeaderRule[]>} */ (byRoot.get(root));
  };
}

const revalidate = { 'Cache-Control': 'public, max-age=0, must-revalidate' };
/** A 404 is never kept, whatever `_headers` says, as on Cloudflare Pages. */
const notKept = { 'Cache-Control': 'no-store' };

/** `_headers` caching is for the files it names: a 404 or a redirect must not be kept a year. */
const withoutCaching = (/** @type {Record<string, string>} */ headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
  );

/**
 * Headers of the answers the server makes itself, where the site's `_headers` may not exist yet
 * (the first build), cannot be read (Node's own 400 and 431) or does not fit (JSON for the
 * rebuild hook): their bodies are plain text or JSON needing nothing, so the strictest policy.
 */
const ownAnswerHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * Node's reason phrase for a status ('Bad Request'); every status this server answers with has one.
 * @param {number} status
 */
const reasonPhrase = (status) => /** @type {string} */ (STATUS_CODES[status]);

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendOwnAnswer(res, status, text, headers = {}) {
  res
    .writeHead(status, {
      ...ownAnswerHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    })
    .end(text);
}

/**
 * A static file server for a built site, behaving like the CDN hosts we deploy to: the
 * `_headers` file's headers on every response, `/a/` and `/a.html` redirected to `/a` when
 * `a.html` exists (routePath), unknown paths answered with `404.html`, status 404 and no caching,
 * and text bodies compressed with brotli
 * or gzip as the request's `Accept-Encoding` allows. Host configuration, hidden files and source
 * maps are never served; a malformed request is answered with 400, a failure with 500, both
 * under a strict policy, and never stops the server.
 * `getRoot` is read on every request so the served directory can be swapped atomically;
 * `routes` maps 'METHOD /path' to a handler for the few non-file endpoints (the rebuild hook).
 * @param {{ getRoot: () => string | null,
 *   routes?: Record<string, (req: Request, res: Response) => unknown>,
 *   log?: (line: string) => void }} options
 */
export function createStaticServer({ getRoot, routes = {}, log = () => {} }) {
  const rulesFor = headerRules();
  const compressed = compressionCache();
  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function handle(req, res) {
    const url = parseRequestTarget(req.url);
    const route = url && routes[`${req.method} ${url.pathname}`];
    if (route) {
      for (const [name, value] of Object.entries(ownAnswerHeaders)) res.setHeader(name, value);
      // The routes may read the body (server-guard.mjs leaves `Expect: 100-continue` to us).
      if (String(req.headers.expect ?? '').toLowerCase() === '100-continue') res.writeContinue();
      await route(req, res);
      return;
    }
    if (!url) return sendOwnAnswer(res, 400, reasonPhrase(400));
    const root = getRoot();
    if (!root) {
      return sendOwnAnswer(res, 503, 'Situs sedang dibangun. Coba lagi sebentar lagi.', {
        'Retry-After': '5',
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendOwnAnswer(res, 405, reasonPhrase(405), { Allow: 'GET, HEAD' });
    }
    const requestPath = decodeRequestPath(url.pathname);
    if (requestPath === null) return sendOwnAnswer(res, 400, reasonPhrase(400));
    const headers = headersForPath(await rulesFor(root), requestPath);
    const policy = withoutCaching(headers);
    // A slash or backslash written encoded names no file here: `/_images/..%2Fblog%2Fx` would
    // otherwise be the page /blog/x under a folder whose files never change.
    const found = hasEncodedSeparator(url.pathname) ? null : await routePath(root, requestPath);
    if (found && 'redirect' in found) {
      res.writeHead(308, { ...policy, Location: encodePath(found.redirect) + url.search }).end();
      return;
    }
    let status = 200;
    let file = found?.file ?? null;
    if (!file) {
      status = 404;
      const notFound = path.join(root, '404.html');
      file = (await isFile(notFound)) ? notFound : null;
    }
    log(`${req.method} ${url.pathname} ${status}`);
    if (!file) {
      res
        .writeHead(404, { ...policy, ...notKept, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found');
      return;
    }
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { size, mtimeMs } = await stat(file);
    const compressible =
      compressibleType.test(type) && size >= minCompressed && size <= maxCompressed;
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const body =
      encoding === 'identity'
        ? null
        : await compressed(root, `${encoding} ${size} ${mtimeMs} ${file}`, async () =>
            compressors[encoding](await readFile(file)),
          );
    const fileHeaders = status === 200 ? headers : { ...policy, ...notKept };
    res.writeHead(status, {
      ...revalidate,
      ...(compressible ? withVary(fileHeaders) : fileHeaders),
      'Content-Type': type,
      ...(body && { 'Content-Encoding': encoding }),
      'Content-Length': body ? body.length : size,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (body) {
      res.end(body);
      return;
    }
    // The client went away while the answer was being found: nothing to send, nothing failed.
    if (res.destroyed) return;
    // A build swapped out and deleted under a running download ends that download, not the server.
    pipeline(createReadStream(file), res, (/** @type {NodeJS.ErrnoException | null} */ error) => {
      if (error) res.destroy();
    });
  }
  const server = createGuardedServer(handle, {
    name: 'static server',
    answer: (res, status) => sendOwnAnswer(res, status, reasonPhrase(status)),
    headers: ownAnswerHeaders,
  });
  // A CONNECT reaches no request handler, and Node would close it unanswered: this server is
  // no proxy, so 400 under its own policy.
  server.on('connect', (_req, socket) => answerOnSocket(socket, 400, ownAnswerHeaders));
  return server;
}
