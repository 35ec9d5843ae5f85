import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, negotiateEncoding } from '../../scripts/lib/static-server.mjs';

let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'blog'));
  await mkdir(path.join(root, '_astro'));
  await writeFile(path.join(root, 'index.html'), '<h1>Beranda</h1>');
  await writeFile(path.join(root, 'blog.html'), '<h1>Blog</h1>');
  await writeFile(path.join(root, 'blog', 'satu.html'), '<h1>Satu</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>Tidak ditemukan</h1>');
  await writeFile(path.join(root, '_astro', 'app.js'), 'export {}');
  await writeFile(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n/_astro/*\n  Cache-Control: immutable\n",
  );
  const server = createStaticServer({ getRoot: () => root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(base + urlPath, { redirect: 'manual' });

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

  type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
  const request = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(origin + urlPath, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
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
