import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer } from '../../scripts/fixtures/image-server.mjs';
import { imageFetch } from '../../src/config/images';
import { bodyImageSources, withPreparedImages } from '../../src/loaders/article-images/body-images';
import { targetWidths } from '../../src/loaders/article-images/convert-image';
import { imageCache } from '../../src/loaders/article-images/image-cache';
import { prepareImages } from '../../src/loaders/article-images/prepare-images';
import type { PreparedImage } from '../../src/lib/picture';

let images: Awaited<ReturnType<typeof startImageServer>>;
let cacheDir: string;
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  images = await startImageServer();
  cacheDir = await mkdtemp(path.join(tmpdir(), 'article-images-'));
  // Accepts connections and never answers: a host that hangs.
  silent = createServer(() => {}).listen(0, '127.0.0.1');
  await once(silent, 'listening');
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/foto.jpg`;
});

afterAll(async () => {
  await images.stop();
  silent.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const widthsOf = (image: PreparedImage) =>
  Object.fromEntries(
    image.formats.map(({ format, variants }) => [format, variants.map((v) => v.width)]),
  );

const fileOf = (src: string) => path.join(imageCache(cacheDir).filesDir, path.basename(src));

describe('prepareImages', () => {
  const photo = () => images.photo('pesawat', { width: 1600, height: 1000 });
  const logo = () => images.photo('logo', { width: 700, height: 500, png: true });
  const small = () => images.photo('ikon', { width: 300, height: 200 });

  it('converts a photo to AVIF, WebP and JPEG at 480 and 960 px, never wider than it is', async () => {
    const result = await prepareImages([photo(), small()], cacheDir);
    expect(result.failed).toEqual(new Map());
    expect(result.converted).toBe(2);
    const image = result.prepared.get(photo())!;
    expect({ width: image.width, height: image.height }).toEqual({ width: 960, height: 600 });
    expect(widthsOf(image)).toEqual({ avif: [480, 960], webp: [480, 960], jpeg: [480, 960] });
    expect(widthsOf(result.prepared.get(small())!)).toEqual({
      avif: [300],
      webp: [300],
      jpeg: [300],
    });
    for (const { format, variants } of image.formats) {
      for (const variant of variants) {
        expect(variant.src).toMatch(/^\/_images\/[0-9a-f]{16}-\d+\.(avif|webp|jpg)$/);
        const meta = await sharp(fileOf(variant.src)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(Math.round((1000 * variant.width) / 1600));
      }
    }
  });

  it('keeps transparency: the fallback of a PNG with alpha is a PNG', async () => {
    const result = await prepareImages([logo()], cacheDir);
    const image = result.prepared.get(logo())!;
    expect(widthsOf(image)).toEqual({ avif: [480, 700], webp: [480, 700], png: [480, 700] });
    const meta = await sharp(fileOf(image.formats[2]!.variants[1]!.src)).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 700 });
  });

  it('reuses an earlier build: nothing is fetched or converted again', async () => {
    await prepareImages([photo(), logo(), small()], cacheDir);
    const requestsBefore = new Map(images.requests);
    const again = await prepareImages([photo(), logo(), small()], cacheDir);
    expect({ converted: again.converted, fromCache: again.fromCache }).toEqual({
      converted: 0,
      fromCache: 3,
    });
    expect(images.requests).toEqual(requestsBefore);
    const one = await prepareImages([photo(), logo(), small(), images.photo('baru')], cacheDir);
    expect({ converted: one.converted, fromCache: one.fromCache }).toEqual({
      converted: 1,
      fromCache: 3,
    });
  });

  it('converts again when a cached file has gone missing', async () => {
    const url = images.photo('hilang');
    const first = await prepareImages([url], cacheDir);
    await rm(fileOf(first.prepared.get(url)!.formats[0]!.variants[0]!.src));
    const second = await prepareImages([url], cacheDir);
    expect(second.converted).toBe(1);
    expect(second.prepared.get(url)).toEqual(first.prepared.get(url));
  });

  it('reports what it cannot fetch or read, and never throws', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const refused = `http://127.0.0.1:${(closed.address() as { port: number }).port}/foto.jpg`;
    await new Promise((resolve) => closed.close(resolve));
    const urls = [`${images.origin}/missing/a.jpg`, `${images.origin}/page/b.jpg`, refused];
    const result = await prepareImages([...urls, silentUrl], cacheDir, {
      ...imageFetch,
      timeoutMs: 300,
    });
    expect(result.prepared.size).toBe(0);
    expect(Object.fromEntries(result.failed)).toEqual({
      [urls[0]!]: 'HTTP 404',
      [urls[1]!]: 'not an image: text/html',
      [refused]: 'fetch failed (ECONNREFUSED)',
      [silentUrl]: 'no answer within 0.3 s',
    });
    // Nothing is remembered of a failure: the next build tries again.
    const names = await readdir(path.join(cacheDir, 'sources'));
    expect(names).toHaveLength(5);
  });

  it('leaves site paths alone: they are the site’s own files', async () => {
    const result = await prepareImages(['/images/artikel-default.svg'], cacheDir);
    expect(result).toMatchObject({ converted: 0, fromCache: 0 });
    expect(result.failed.size + result.prepared.size).toBe(0);
  });
});

describe('targetWidths', () => {
  it('makes only widths the original has, and the original’s when narrower', () => {
    expect(targetWidths(1600, [480, 960])).toEqual([480, 960]);
    expect(targetWidths(960, [480, 960])).toEqual([480, 960]);
    expect(targetWidths(700, [480, 960])).toEqual([480, 700]);
    expect(targetWidths(480, [480, 960])).toEqual([480]);
    expect(targetWidths(120, [480, 960])).toEqual([120]);
  });
});

describe('withPreparedImages', () => {
  const prepared: PreparedImage = {
    width: 960,
    height: 640,
    formats: [
      { format: 'avif', variants: [{ src: '/_images/a-480.avif', width: 480 }] },
      { format: 'webp', variants: [{ src: '/_images/a-480.webp', width: 480 }] },
      {
        format: 'jpeg',
        variants: [
          { src: '/_images/a-480.jpg', width: 480 },
          { src: '/_images/a-960.jpg', width: 960 },
        ],
      },
    ],
  };
  const src = 'https://foto.example/a.jpg?x=1&y=2';
  const html =
    `<p>Teks</p><figure><img src="https://foto.example/a.jpg?x=1&amp;y=2" alt="Antre &quot;paspor&quot; &lt;1&gt;" width="1200" height="800" loading="lazy" decoding="async" /></figure>` +
    `<p><img src="https://lain.example/b.jpg" alt="B" loading="lazy" decoding="async" /></p>`;

  it('lists the images of an article, decoded as a browser reads them', () => {
    expect(bodyImageSources(html)).toEqual([src, 'https://lain.example/b.jpg']);
  });

  it('makes a picture of each prepared image and leaves the others as they are', () => {
    const out = withPreparedImages(html, new Map([[src, prepared]]), '100vw');
    expect(out).toBe(
      '<p>Teks</p><figure><picture>' +
        '<source type="image/avif" srcset="/_images/a-480.avif 480w" sizes="100vw">' +
        '<source type="image/webp" srcset="/_images/a-480.webp 480w" sizes="100vw">' +
        '<img src="/_images/a-960.jpg" srcset="/_images/a-480.jpg 480w, /_images/a-960.jpg 960w" ' +
        'sizes="100vw" alt="Antre &quot;paspor&quot; &lt;1&gt;" width="960" height="640" ' +
        'loading="lazy" decoding="async"></picture></figure>' +
        '<p><img src="https://lain.example/b.jpg" alt="B" loading="lazy" decoding="async" /></p>',
    );
  });
});
