import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer } from '../../scripts/fixtures/image-server.mjs';
import {
  encodingAt,
  imageFetch,
  imageWidths,
  type ImageStepSettings,
} from '../../src/config/images';
import { bodyImageSources, withPreparedImages } from '../../src/loaders/article-images/body-images';
import { targetWidths } from '../../src/loaders/article-images/convert-image';
import { backoffMs, imageCache } from '../../src/loaders/article-images/image-cache';
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

/** The local stack's settings: the image server is on loopback. */
const settings = (more: Partial<ImageStepSettings> = {}): ImageStepSettings => ({
  ...imageFetch,
  cacheDir,
  allowLoopback: true,
  ...more,
});

/** How often the image server was asked for each of `urls`. */
const requestsFor = (urls: string[]) =>
  urls.map((url) => images.requests.get(new URL(url).pathname) ?? 0);

describe('prepareImages', () => {
  const photo = () => images.photo('pesawat', { width: 1600, height: 1000 });
  const logo = () => images.photo('logo', { width: 700, height: 500, png: true });
  const small = () => images.photo('ikon', { width: 300, height: 200 });

  it('converts a photo to AVIF, WebP and JPEG at 480, 672 and 960 px, never wider than it is', async () => {
    const result = await prepareImages([photo(), small()], settings());
    expect(result.failed).toEqual(new Map());
    expect(result.converted).toBe(2);
    const image = result.prepared.get(photo())!;
    expect({ width: image.width, height: image.height }).toEqual({ width: 960, height: 600 });
    const widths = [480, 672, 960];
    expect(widthsOf(image)).toEqual({ avif: widths, webp: widths, jpeg: widths });
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
    const result = await prepareImages([logo()], settings());
    const image = result.prepared.get(logo())!;
    const widths = [480, 672, 700];
    expect(widthsOf(image)).toEqual({ avif: widths, webp: widths, png: widths });
    const meta = await sharp(fileOf(image.formats[2]!.variants.at(-1)!.src)).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 700 });
  });

  it('reuses an earlier build: nothing is fetched or converted again', async () => {
    await prepareImages([photo(), logo(), small()], settings());
    const requestsBefore = new Map(images.requests);
    const again = await prepareImages([photo(), logo(), small()], settings());
    expect({ converted: again.converted, fromCache: again.fromCache }).toEqual({
      converted: 0,
      fromCache: 3,
    });
    expect(images.requests).toEqual(requestsBefore);
    const one = await prepareImages([photo(), logo(), small(), images.photo('baru')], settings());
    expect({ converted: one.converted, fromCache: one.fromCache }).toEqual({
      converted: 1,
      fromCache: 3,
    });
  });

  it('converts again once the widths or the encoding have changed', async () => {
    const url = images.photo('ulang');
    const first = await prepareImages([url], settings());
    expect(await imageCache(cacheDir).lookUp(url)).toEqual(first.prepared.get(url));
    expect(await imageCache(cacheDir, 'other widths').lookUp(url)).toBeUndefined();
  });

  it('converts again when a cached file has gone missing', async () => {
    const url = images.photo('hilang');
    const first = await prepareImages([url], settings());
    await rm(fileOf(first.prepared.get(url)!.formats[0]!.variants[0]!.src));
    const second = await prepareImages([url], settings());
    expect(second.converted).toBe(1);
    expect(second.prepared.get(url)).toEqual(first.prepared.get(url));
  });

  it('reports what it cannot fetch, and never throws', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const refused = `http://127.0.0.1:${(closed.address() as { port: number }).port}/foto.jpg`;
    await new Promise((resolve) => closed.close(resolve));
    const missing = `${images.origin}/missing/a.jpg`;
    const result = await prepareImages([missing, refused, silentUrl], settings({ timeoutMs: 300 }));
    expect(result.prepared.size).toBe(0);
    expect(Object.fromEntries(result.failed)).toEqual({
      [missing]: 'could not be fetched (HTTP 404)',
      [refused]: 'could not be fetched (connection refused, ECONNREFUSED)',
      [silentUrl]: 'could not be fetched (no answer within 0.3 s)',
    });
  });

  it('refuses what is not a JPEG, PNG, GIF, WebP or AVIF, or too large to decode, whatever it is served as', async () => {
    const hostile = {
      // libvips' message for it is per thread, and another conversion may have taken it first
      // ('Unknown error'): what matters is that it is refused as unreadable.
      [images.hostile('truncated.jpg')]: expect.stringMatching(
        /^refused: not a readable image \((VipsJpeg: premature end of JPEG image|Unknown error)\)$/,
      ),
      [images.hostile('huge.png')]:
        'refused: its header declares more than 50 MP, the most the build decodes of a PNG',
      [images.hostile('drawing.svg')]: 'refused: not an accepted image type (SVG)',
      [images.hostile('photo.heic')]: 'refused: not an accepted image type (HEIC)',
      [images.hostile('page.jpg')]: 'refused: not an accepted image type (HTML)',
      [`${images.origin}/page/b.jpg`]: 'refused: not an accepted image type (HTML)',
    };
    const other = images.photo('tetangga');
    const result = await prepareImages([...Object.keys(hostile), other], settings());
    expect(Object.fromEntries(result.failed)).toEqual(hostile);
    expect([...result.prepared.keys()]).toEqual([other]);
    const files = await readdir(imageCache(cacheDir).filesDir);
    const made = result.prepared.get(other)!.formats.flatMap((format) => format.variants);
    expect(made.every((variant) => files.includes(path.basename(variant.src)))).toBe(true);
  });

  it('keeps an animated GIF at its own address, without converting it', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#369'), await frame('#963')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const server = createHttpServer((_req, res) => res.end(animated)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/a.gif`;
    try {
      const result = await prepareImages([url], settings());
      expect(Object.fromEntries(result.kept)).toEqual({
        [url]: 'animated images are not converted',
      });
    } finally {
      server.close();
    }
  });

  it('remembers a failure: the next builds do not fetch it again until its backoff ends', async () => {
    const failing = [images.hostile('drawing.svg'), `${images.origin}/missing/lagi.jpg`];
    const start = Date.parse('2026-11-24T10:00:00Z');
    // Its own cache: the SVG failed in an earlier test.
    const own = settings({ cacheDir: await mkdtemp(path.join(tmpdir(), 'article-images-')) });
    const first = await prepareImages(failing, own, () => start);
    expect(first.failed.size).toBe(2);
    const asked = requestsFor(failing);

    const later = start + backoffMs(1) - 1;
    const second = await prepareImages(failing, own, () => later);
    expect(requestsFor(failing)).toEqual(asked);
    expect(second.failed.get(failing[0]!)).toBe(
      'not tried again before 2026-11-24T10:10:00Z (failed once, last at ' +
        '2026-11-24T10:00:00Z: refused: not an accepted image type (SVG))',
    );

    // Once it ends, the address is tried again; a second failure doubles the wait.
    const third = await prepareImages(failing, own, () => later + 1);
    expect(requestsFor(failing)).toEqual(asked.map((n) => n + 1));
    expect(third.failed.get(failing[1]!)).toBe('could not be fetched (HTTP 404)');
    const fourth = await prepareImages(failing, own, () => later + 1 + backoffMs(1));
    expect(requestsFor(failing)).toEqual(asked.map((n) => n + 1));
    await rm(own.cacheDir, { recursive: true });
    expect(fourth.failed.get(failing[1]!)).toMatch(
      /^not tried again before .* \(failed 2 times in a row, /,
    );
  });

  it('backs off from 10 minutes, doubling up to a day', () => {
    expect([1, 2, 3, 8, 9, 20].map((count) => backoffMs(count) / 60_000)).toEqual([
      10, 20, 40, 1280, 1440, 1440,
    ]);
  });

  it('forgets a failure once the address works', async () => {
    const url = images.photo('pulih');
    const cache = imageCache(cacheDir);
    await cache.rememberFailure(url, 'could not be fetched (HTTP 503)', Date.now() - backoffMs(1));
    const result = await prepareImages([url], settings());
    expect(result.converted).toBe(1);
    expect(await cache.failure(url, 0)).toBeUndefined();
  });

  it('stops the downloads when the build’s budget for them is spent, and does not hold that against them', async () => {
    const slow = [`${images.origin}/hang/a.jpg`, `${images.origin}/trickle/b.jpg`];
    const waiting = `${images.origin}/hang/c.jpg`;
    const started = Date.now();
    const result = await prepareImages(
      [...slow, waiting],
      settings({ concurrency: 2, budgetMs: 600, timeoutMs: 10_000 }),
    );
    // The budget cut the downloads short: had it not, each hung one would have waited out its
    // 10 s timeout.
    expect(Date.now() - started).toBeLessThan(2000);
    const spent = 'not fetched: the 0.6 s this build has for image downloads ran out';
    expect(Object.fromEntries(result.failed)).toEqual({
      [slow[0]!]: spent,
      [slow[1]!]: spent,
      [waiting]: spent,
    });
    expect(requestsFor([waiting])).toEqual([0]);
    const cache = imageCache(cacheDir);
    for (const url of [...slow, waiting])
      expect(await cache.failure(url, Date.now())).toBeUndefined();
  });

  it('leaves out what no page may point at: refused, or unfetched at an http:// address', async () => {
    const missingHttp = `${images.origin}/missing/d.jpg`;
    const missingHttps = 'https://127.0.0.1:1/foto.jpg';
    const hostile = images.hostile('drawing.svg');
    const result = await prepareImages(
      [missingHttp, missingHttps, hostile, images.photo('baik')],
      // Nothing here hangs; the photo must come whole even on a busy machine (300 ms did not).
      settings({ timeoutMs: 10_000 }),
    );
    expect([...result.dropped].sort()).toEqual([hostile, missingHttp].sort());
    expect(result.failed.has(missingHttps)).toBe(true);
  });

  it('crops a card’s image to its 16:9 box, keeping the whole picture for the article', async () => {
    const portrait = images.photo('potret-ponsel', { width: 1500, height: 2000 });
    const result = await prepareImages([portrait], settings(), Date.now, new Set([portrait]));
    const image = result.prepared.get(portrait)!;
    expect({ width: image.width, height: image.height }).toEqual({ width: 960, height: 1280 });
    expect({ width: image.card?.width, height: image.card?.height }).toEqual({
      width: 960,
      height: 540,
    });
    // The whole picture's widths, and a phone's thumbnail's (a card's only).
    const widths = [480, 672, 960];
    expect(widthsOf(image)).toEqual({ avif: widths, webp: widths, jpeg: widths });
    const cardWidths = [384, ...widths];
    expect(widthsOf(image.card!)).toEqual({ avif: cardWidths, webp: cardWidths, jpeg: cardWidths });
    for (const { variants } of image.card!.formats) {
      for (const variant of variants) {
        const { width, height } = await sharp(fileOf(variant.src)).metadata();
        expect([variant.src, width, height]).toEqual([
          variant.src,
          variant.width,
          Math.round((variant.width * 9) / 16),
        ]);
      }
    }
    const bytes = async (src: string) => (await readFile(fileOf(src))).length;
    const avif = (picture: PreparedImage) => picture.formats[0]!.variants.at(-1)!.src;
    expect(await bytes(avif(image.card!))).toBeLessThan((await bytes(avif(image))) * 0.7);

    // An image cached before it was a card's gets its card files on the next build.
    const notCard = images.photo('dulu-bukan-kartu', { width: 1200, height: 900 });
    expect((await prepareImages([notCard], settings())).prepared.get(notCard)?.card).toBe(
      undefined,
    );
    const later = await prepareImages([notCard], settings(), Date.now, new Set([notCard]));
    expect(later.prepared.get(notCard)?.card?.height).toBe(540);
  }, 60_000);

  it('leaves site paths alone: they are the site’s own files', async () => {
    const result = await prepareImages(['/images/artikel-default.svg'], settings());
    expect(result).toMatchObject({ converted: 0, fromCache: 0 });
    expect(result.failed.size + result.prepared.size).toBe(0);
  });
});

describe('targetWidths', () => {
  it('makes only widths the original has, and the original’s when narrower', () => {
    expect(targetWidths(1600, imageWidths)).toEqual([480, 672, 960]);
    expect(targetWidths(960, imageWidths)).toEqual([480, 672, 960]);
    expect(targetWidths(700, imageWidths)).toEqual([480, 672, 700]);
    expect(targetWidths(480, imageWidths)).toEqual([480]);
    expect(targetWidths(120, imageWidths)).toEqual([120]);
  });
});

describe('encodingAt', () => {
  it('gives AVIF the quality each width passes at, a width between two the narrower’s', () => {
    expect(encodingAt('avif', 480)).toEqual({ quality: 60, effort: 2 });
    expect(encodingAt('avif', 120)).toEqual({ quality: 60, effort: 2 });
    expect(encodingAt('avif', 672)).toEqual({ quality: 55, effort: 2 });
    expect(encodingAt('avif', 700)).toEqual({ quality: 55, effort: 2 });
    expect(encodingAt('avif', 960)).toEqual({ quality: 50, effort: 2 });
  });

  it('is what the build encodes each AVIF width with', async () => {
    const url = images.photo('kualitas', { width: 1200, height: 800 });
    const result = await prepareImages([url], settings());
    const avif = result.prepared.get(url)!.formats[0]!;
    const source = Buffer.from(await (await fetch(url)).arrayBuffer());
    for (const variant of avif.variants) {
      const raw = await sharp(source)
        .resize({ width: variant.width })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = async (quality: number) =>
        (await sharp(raw.data, { raw: raw.info }).avif({ quality, effort: 2 }).toBuffer()).length;
      const made = (await readFile(fileOf(variant.src))).length;
      const { quality } = encodingAt('avif', variant.width);
      // Within 10 % of that quality's file, and further than that from the next quality up.
      expect(Math.abs(made - (await at(quality!))) / made, `${variant.width} px`).toBeLessThan(0.1);
      expect(made, `${variant.width} px`).toBeLessThan((await at(quality! + 10)) * 0.9);
    }
  });

  it('gives the fallbacks one quality at every width', () => {
    for (const width of [120, 480, 672, 960]) {
      expect(encodingAt('webp', width)).toEqual({ quality: 75 });
      expect(encodingAt('jpeg', width)).toEqual({ quality: 80, mozjpeg: true });
    }
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

  it('writes an image left out as its alt text, as text', () => {
    const out = withPreparedImages(html, new Map(), '100vw', new Set([src]));
    expect(out).toBe(
      '<p>Teks</p><figure>Antre "paspor" &lt;1&gt;</figure>' +
        '<p><img src="https://lain.example/b.jpg" alt="B" loading="lazy" decoding="async" /></p>',
    );
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
