import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, negotiateEncoding } from '../../scripts/site/static-server.mjs';
import { hostileRequests, sendRaw } from './support/raw-http';

let root: string;
let port: number;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'blog'));
  await mkdir(path.join(root, '_astro'));
  await writeFile(path.join(root, 'index.html'), '<h1>Beranda</h1>');
  await writeFile(path.join(root, 'blog.html'), '<h1>Blog</h1>');
  await writeFile(path.join(root, 'blog', 'satu.html'), '<h1>Satu</h1>');
  await mkdir(path.join(root, 'panduan'));
  await writeFile(path.join(root, 'panduan', 'index.html'), '<h1>Panduan</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>Tidak ditemukan</h1>');
  await writeFile(path.join(root, '_astro', 'app.js'), 'export {}');
  await writeFile(path.join(root, '_astro', 'app.js.map'), '{"sources":["../src/secret.ts"]}');
  await writeFile(path.join(root, '_astro', '.hidden.js'), 'export const hidden = 1');
  await writeFile(path.join(root, 'evil.example.html'), '<h1>Sebuah halaman</h1>');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  await mkdir(path.join(root, '.git'));
  await writeFile(path.join(root, '.git', 'config'), '[core]');
  await writeFile(path.join(root, '_redirects'), '/a /b 301');
  await writeFile(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n" +
      '/_astro/*\n  Cache-Control: immutable\n',
  );
  const server = createStaticServer({ getRoot: () => root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(base + urlPath, { redirect: 'manual' });

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A request with the path sent exactly as written (fetch would normalize some). */
const send = (
  origin: string,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(origin + urlPath, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

/** The headers every answer must carry, whoever made it. */
const expectPolicy = (headers: IncomingHttpHeaders | Headers, what: string) => {
  const read = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  expect(read('content-security-policy'), what).toMatch(/default-src '(self|none)'/);
  expect(read('x-content-type-options'), what).toBe('nosniff');
};

describe('the static server', () => {
  it('serves pages with the _headers policy', async () => {
    const response = await get('/blog/satu');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Satu</h1>');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('lets _headers set caching for assets', async () => {
    const response = await get('/_astro/app.js');
    expect(response.headers.get('cache-control')).toBe('immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers unknown paths with 404.html, status 404 and the same policy', async () => {
    const response = await get('/blog/baru');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Tidak ditemukan</h1>');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('never serves the _headers file itself', async () => {
    const response = await get('/_headers');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Tidak ditemukan</h1>');
  });

  it('redirects /page/ to /page like the hosts, but not to other sites', async () => {
    const response = await get('/blog/?ref=wa');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/blog?ref=wa');
    expect((await get('//example.org/')).status).toBe(404);
  });

  it.each([
    ['/blog.html', '/blog'],
    ['/blog.html?ref=wa', '/blog?ref=wa'],
    ['/blog/satu.html', '/blog/satu'],
    ['/blog/satu/', '/blog/satu'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/404.html', '/404'],
    ['/panduan', '/panduan/'],
    ['/panduan/index.html', '/panduan/'],
    ['/panduan/index', '/panduan/'],
    ['/panduan/index/', '/panduan/'],
  ])('gives each page one address, as Cloudflare Pages does: %s goes to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(to);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('serves a page at its one address', async () => {
    for (const [address, heading] of [
      ['/', 'Beranda'],
      ['/blog', 'Blog'],
      ['/panduan/', 'Panduan'],
    ] as const) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toBe(`<h1>${heading}</h1>`);
    }
  });

  it('redirects only to a path of this site, however the request spelled it', async () => {
    for (const spelled of ['//evil.example/', '///evil.example//']) {
      const response = await send(base, spelled);
      expect(response.status, spelled).toBe(308);
      expect(response.headers.location, spelled).toBe('/evil.example');
    }
  });
});

describe('what the static server refuses', () => {
  it.each([
    '/_headers',
    '/%5fheaders',
    '/%5Fheaders',
    '//_headers',
    '/%2f_headers',
    '/_astro/..%2f_headers',
    '/_astro/%2e%2e/_headers',
    '/_astro/..%2f..%2f_headers',
    '/_redirects',
    '/%5fredirects',
  ])('never serves host configuration, asked for as %s', async (spelled) => {
    const response = await send(base, spelled);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('<h1>Tidak ditemukan</h1>');
    expectPolicy(response.headers, spelled);
  });

  it.each([
    '/.env',
    '/%2eenv',
    '/.git/config',
    '/%2egit/config',
    '/_astro/.hidden.js',
    '/_astro/.hidden',
    '/_astro/app.js.map',
    '/_astro/app.js%2emap',
    '/_astro/app.js.map/',
  ])('never serves hidden files or source maps, asked for as %s', async (spelled) => {
    const response = await send(base, spelled);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('<h1>Tidak ditemukan</h1>');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    '/blog%2fsatu',
    '/blog%2Fsatu',
    '/_astro/..%2fblog%2fsatu',
    '/_astro/..%2Fblog%2Fsatu.html',
    '/_astro/..%2Fblog%2Fsatu/',
    '/blog%5csatu',
    '/_astro/..%5Cblog%5Csatu',
    '/%2fevil.example/',
  ])(
    'answers an encoded slash or backslash, as in %s, with 404: it names no file',
    async (spelled) => {
      const response = await send(base, spelled);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.body.toString()).toBe('<h1>Tidak ditemukan</h1>');
      expectPolicy(response.headers, spelled);
    },
  );

  it.each(['/%', '/%zz', '/%00', '/blog/%c3', '/a%2', '/%E0%A4%A'])(
    'answers the invalid encoding %s with 400 and the policy',
    async (spelled) => {
      const response = await send(base, spelled);
      expect(response.status).toBe(400);
      expectPolicy(response.headers, spelled);
    },
  );

  it('keeps a year of caching for real files under /_astro/ only', async () => {
    expect((await get('/_astro/app.js')).headers.get('cache-control')).toBe('immutable');
    for (const missing of ['/_astro/hilang.js', '/_astro/app.js.map', '/_astro/']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      // Never kept, as Cloudflare Pages answers a 404: the page may be built any minute.
      expect(response.headers.get('cache-control'), missing).toBe('no-store');
    }
  });

  it('gives its own answers (405, 431, 417, 400 from Node, 500, 503) the policy', async () => {
    const notAllowed = await send(base, '/', {}, 'POST');
    expect(notAllowed.status).toBe(405);
    expectPolicy(notAllowed.headers, '405');

    const tooLarge = await sendRaw(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(65_536)}\r\n\r\n`,
    );
    expect(tooLarge.statuses).toEqual([431]);
    expect(tooLarge.heads[0]).toContain("content-security-policy: default-src 'none'");
    expect(tooLarge.heads[0]).toContain('x-content-type-options: nosniff');

    const noHost = await sendRaw(port, 'GET / HTTP/1.1\r\n\r\n');
    expect(noHost.statuses).toEqual([400]);
    expect(noHost.heads[0]).toContain('x-content-type-options: nosniff');

    const expectation = await send(base, '/', { Expect: 'teh-manis' });
    expect(expectation.status).toBe(417);
    expectPolicy(expectation.headers, '417');

    const broken = await mkdtemp(path.join(tmpdir(), 'static-server-broken-'));
    await writeFile(path.join(broken, 'index.html'), '<h1>Beranda</h1>');
    await writeFile(path.join(broken, '_headers'), '  X-Orphan: header before any path\n');
    let served: string | null = null;
    const server = createStaticServer({ getRoot: () => served });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const quiet = console.error;
    console.error = () => {};
    try {
      const building = await send(origin, '/');
      expect(building.status).toBe(503);
      expect(building.headers['retry-after']).toBe('5');
      expectPolicy(building.headers, '503');
      served = broken;
      const failed = await send(origin, '/');
      expect(failed.status).toBe(500);
      expectPolicy(failed.headers, '500');
    } finally {
      console.error = quiet;
      server.close();
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('answers CONNECT with 400 and the policy: it is no proxy', async () => {
    const answer = await sendRaw(
      port,
      'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n',
    );
    expect(answer.statuses).toEqual([400]);
    expect(answer.heads[0]).toContain("content-security-policy: default-src 'none'");
    expect(answer.heads[0]).toContain('x-content-type-options: nosniff');
    expect(answer.text).toMatch(/\r\n\r\nBad Request\n$/);
    expect((await get('/blog/satu')).status).toBe(200);
  });

  it('answers every hostile request, each under the policy, and keeps serving', async () => {
    for (const [name, data, options] of hostileRequests()) {
      const answer = await sendRaw(port, data, options);
      for (const head of answer.heads) {
        expect(head, name).toContain('content-security-policy:');
        expect(head, name).toContain('x-content-type-options: nosniff');
      }
      if (!options?.abandon) expect(answer.statuses[0], name).toBeDefined();
      expect(answer.statuses, name).not.toContain(500);
    }
    const after = await get('/blog/satu');
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('<h1>Satu</h1>');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
    ['deflate, zstd', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['gzip;q=0.5, identity', 'identity'],
    ['br ; q=0.7 ,, gzip;q=0.2', 'br'],
  ])('%j gets %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each(['br;q=2', 'gzip;q=abc', 'br;q=', 'gzip;level=9', ';;;', 'br gzip', 'gzip;q=0.5;q=1'])(
    'reads the malformed %j as no header',
    (header) => {
      expect(negotiateEncoding(header)).toBe('identity');
    },
  );
});

describe('compression', () => {
  const page =
    '<!doctype html><title>Halaman</title>\n' + '<p>Kerja aman di Taiwan.</p>\n'.repeat(200);
  const css = 'body { color: #123456; }\n'.repeat(100);
  const script = 'export const halo = () => "apa kabar";\n'.repeat(60);
  const notFound = '<h1>Tidak ditemukan</h1>\n' + '<p>Halaman ini tidak ada.</p>\n'.repeat(100);
  const image = randomBytes(4096);
  let compressRoot: string;
  let otherRoot: string;
  let servedRoot: string;
  let origin: string;
  let stop: () => void;

  const request = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(origin, urlPath, headers, method);
  const decoded = ({ headers, body }: Answer) => {
    if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
    if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
    return body;
  };

  beforeAll(async () => {
    compressRoot = await mkdtemp(path.join(tmpdir(), 'static-server-compress-'));
    otherRoot = await mkdtemp(path.join(tmpdir(), 'static-server-rebuilt-'));
    for (const dir of [compressRoot, otherRoot]) await mkdir(path.join(dir, '_astro'));
    await writeFile(path.join(compressRoot, 'halaman.html'), page);
    await writeFile(path.join(compressRoot, 'kecil.html'), '<h1>Kecil</h1>');
    await writeFile(path.join(compressRoot, '404.html'), notFound);
    await writeFile(path.join(compressRoot, '_astro', 'gaya.css'), css);
    await writeFile(path.join(compressRoot, '_astro', 'app.js'), script);
    await writeFile(path.join(compressRoot, 'foto.png'), image);
    await writeFile(path.join(otherRoot, 'halaman.html'), page.replaceAll('Taiwan', 'Jepang'));
    for (const dir of [compressRoot, otherRoot]) {
      await writeFile(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    }
    servedRoot = compressRoot;
    const server = createStaticServer({ getRoot: () => servedRoot });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => server.close();
  });

  afterAll(async () => {
    stop();
    await rm(compressRoot, { recursive: true, force: true });
    await rm(otherRoot, { recursive: true, force: true });
  });

  it.each([
    ['/halaman', page],
    ['/_astro/gaya.css', css],
    ['/_astro/app.js', script],
  ])('sends %s with br to a browser, byte for byte', async (urlPath, text) => {
    const answer = await request(urlPath, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(text) / 4);
    expect(decoded(answer).equals(Buffer.from(text))).toBe(true);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows the q-values: gzip when preferred, br on a tie', async () => {
    for (const [header, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
    ] as const) {
      const answer = await request('/halaman', { 'Accept-Encoding': header });
      expect(answer.headers['content-encoding'], header).toBe(coding);
      expect(decoded(answer).toString(), header).toBe(page);
    }
  });

  it('sends identity, still with Vary, without the header or when all are refused', async () => {
    const asked: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of asked) {
      const answer = await request('/halaman', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(page)));
      expect(answer.body.toString()).toBe(page);
    }
  });

  it('answers a malformed header normally, uncompressed', async () => {
    for (const header of ['br;q=2', 'gzip;q=abc', ';;;', 'br gzip', 'gzip;q=0.5;q=1, br']) {
      const answer = await request('/halaman', { 'Accept-Encoding': header });
      expect(answer.status, header).toBe(200);
      expect(answer.headers['content-encoding'], header).toBeUndefined();
      expect(answer.body.toString(), header).toBe(page);
    }
  });

  it('leaves images and tiny bodies as they are', async () => {
    const photo = await request('/foto.png', { 'Accept-Encoding': 'br, gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.body.equals(image)).toBe(true);
    const small = await request('/kecil', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<h1>Kecil</h1>');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const get = await request('/halaman', headers);
    const head = await request('/halaman', headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses the 404 page and keeps its status', async () => {
    const answer = await request('/tidak-ada', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(answer).toString()).toBe(notFound);
  });

  it('never serves the bytes of an earlier build', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    expect(decoded(await request('/halaman', headers)).toString()).toBe(page);
    const rewritten = page.replaceAll('Taiwan', 'Hong Kong');
    await writeFile(path.join(compressRoot, 'halaman.html'), rewritten);
    try {
      expect(decoded(await request('/halaman', headers)).toString()).toBe(rewritten);
    } finally {
      await writeFile(path.join(compressRoot, 'halaman.html'), page);
    }
    servedRoot = otherRoot;
    try {
      expect(decoded(await request('/halaman', headers)).toString()).toContain('Jepang');
    } finally {
      servedRoot = compressRoot;
    }
    expect(decoded(await request('/halaman', headers)).toString()).toBe(page);
  });
});
