import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';

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
