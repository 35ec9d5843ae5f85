// @ts-check
// What a phone photo costs the owner before it is sent: a 12-megapixel photo-like JPEG with its
// EXIF (orientation 6, GPS, camera), prepared by the editor's own code (preparePhoto) in
// Chromium, with the CPU slowed down as on a cheap phone. Prints the bytes picked and sent, and
// the preparation's time (median and slowest of N).
// Usage: npm run bench:photo [-- --runs 5 --slowdown 4 --width 4000 --height 3000]
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { makePhoto } from '../fixtures/photo.mjs';
import { parseCommandLine, runCli } from '../lib/cli.mjs';
import { sandboxFlags, systemChromiumPath } from '../lib/chromium.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median } from '../lib/stats.mjs';

const usage =
  'usage: npm run bench:photo [-- --runs N --slowdown X --width W --height H --quality Q]';

runCli('bench:photo', async () => {
  const options = parseCommandLine(
    {
      runs: { type: 'string', default: '5' },
      slowdown: { type: 'string', default: '4' },
      width: { type: 'string', default: '4000' },
      height: { type: 'string', default: '3000' },
      // A phone camera's quality: its 12 MP JPEGs weigh 3–5 MB.
      quality: { type: 'string', default: '98' },
    },
    usage,
  );
  const runs = Number(options.runs);
  const slowdown = Number(options.slowdown);
  const width = Number(options.width);
  const height = Number(options.height);
  const quality = Number(options.quality);

  const photo = await sharp(await makePhoto('bench-ponsel', width, height))
    .withExif({
      IFD0: { Make: 'samsung', Model: 'SM-A155F' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 52/1 1234/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();

  const bundle = await build({
    entryPoints: [`${repoRoot}src/admin/photos/prepare-photo.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'photos',
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]?.text ?? '';

  const browser = await chromium.launch({
    executablePath: systemChromiumPath(),
    args: sandboxFlags(),
  });
  try {
    const page = await browser.newPage();
    // A secure context, as the editor's pages are (https, or 127.0.0.1): crypto.subtle needs one.
    await page.route('https://bench.invalid/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('https://bench.invalid/');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    /** @type {number[]} */
    const times = [];
    /** @type {{ ms: number, bytes: number, width: number, height: number, type: string } | null} */
    let sent = null;
    for (let run = 0; run < runs; run++) {
      const result = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new Blob([bytes], { type: 'image/jpeg' });
        const started = performance.now();
        // @ts-expect-error the bundle's global
        const prepared = await globalThis.photos.preparePhoto(file);
        return {
          ms: performance.now() - started,
          bytes: prepared.blob.size,
          width: prepared.width,
          height: prepared.height,
          type: prepared.type,
        };
      }, photo.toString('base64'));
      times.push(result.ms);
      sent = result;
    }
    console.log(
      `photo: ${width} × ${height} JPEG with EXIF, ${(photo.length / 1024 / 1024).toFixed(2)} MB picked`,
    );
    console.log(
      `sent: ${sent?.width} × ${sent?.height} ${sent?.type}, ${((sent?.bytes ?? 0) / 1024).toFixed(0)} KB`,
    );
    console.log(
      `preparation at ${slowdown}× CPU slowdown: median ${(median(times) ?? NaN).toFixed(0)} ms, ` +
        `slowest ${Math.max(...times).toFixed(0)} ms (${runs} runs)`,
    );
  } finally {
    await browser.close();
  }
});
