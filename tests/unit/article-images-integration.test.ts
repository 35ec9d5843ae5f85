import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import articleImages from '../../integrations/article-images.mjs';
import { imageCache } from '../../src/loaders/article-images/image-cache';

let root: string;
let cacheDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'article-images-dist-'));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'article-images-cache-'));
  const cache = imageCache(cacheDir);
  for (const name of [
    '0123456789abcdef-480.avif',
    '0123456789abcdef-960.jpg',
    'fedcba9876543210-480.webp',
  ]) {
    await cache.write(name, Buffer.from(name));
  }
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

const logged: string[] = [];
const warned: string[] = [];
const logger = {
  info: (line: string) => logged.push(line),
  warn: (line: string) => warned.push(line),
} as unknown as AstroIntegrationLogger;

async function buildDone(pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), html);
  }
  const hook = articleImages({ cacheDir }).hooks['astro:build:done']!;
  await hook({ dir: pathToFileURL(`${root}/`), logger } as never);
}

describe('article-images integration', () => {
  it('copies into dist/_images exactly the files the pages name', async () => {
    await buildDone({
      'index.html': '<img src="/_images/0123456789abcdef-960.jpg">',
      'blog/a.html':
        '<picture><source srcset="/_images/0123456789abcdef-480.avif 480w"><img src="/_images/0123456789abcdef-960.jpg"></picture>',
    });
    expect((await readdir(path.join(root, '_images'))).sort()).toEqual([
      '0123456789abcdef-480.avif',
      '0123456789abcdef-960.jpg',
    ]);
    expect(logged.at(-1)).toBe(`2 image files copied from ${cacheDir}`);
  });

  it('fails the build when a picture it wrote names a file the cache lacks', async () => {
    const missing = 'aaaaaaaaaaaaaaaa-480.jpg';
    for (const html of [
      `<picture><img src="/_images/${missing}" alt=""></picture>`,
      `<picture><source type="image/avif" srcset="/_images/0123456789abcdef-480.avif 480w, /_images/${missing} 960w"><img src="/_images/0123456789abcdef-960.jpg"></picture>`,
      `<picture><img src="/_images/0123456789abcdef-960.jpg" srcset="/_images/${missing} 480w"></picture>`,
      `<head><link rel="preload" as="image" imagesrcset="/_images/${missing} 480w" imagesizes="100vw"></head>`,
    ]) {
      await expect(buildDone({ 'blog/b.html': html }), html).rejects.toThrow(
        `article-images: ${missing} is not in the cache at ${cacheDir}`,
      );
    }
  });

  it('builds whatever an article’s text names: only the files the build wrote are required', async () => {
    // An owner's article that mentions, links to or shows a name shaped like a converted image.
    const mentioned = 'bbbbbbbbbbbbbbbb-480.avif';
    warned.length = 0;
    await buildDone({
      'blog/tentang-gambar.html':
        `<html><head><title>/_images/${mentioned}</title>` +
        `<meta property="og:image" content="https://sahabatmigran.id/_images/${mentioned}">` +
        `<meta property="og:title" content="/_images/${mentioned}"></head><body>` +
        `<p>Nama berkasnya /_images/${mentioned} saja.</p>` +
        `<p><a href="/_images/${mentioned}">tautan</a> dan <img src="/_images/${mentioned}" alt=""></p>` +
        '<p>Yang ada di cache: <a href="/_images/fedcba9876543210-480.webp">foto</a></p>' +
        '<picture><img src="/_images/0123456789abcdef-960.jpg" alt=""></picture></body></html>',
    });
    // What the cache has is copied, so a link to it still works; what it lacks is left out.
    expect((await readdir(path.join(root, '_images'))).sort()).toEqual([
      '0123456789abcdef-960.jpg',
      'fedcba9876543210-480.webp',
    ]);
    expect(warned).toEqual([
      `blog/tentang-gambar.html names /_images/${mentioned} outside the images the build ` +
        'wrote, and the cache lacks it: left out (a link or image there finds nothing)',
    ]);
    expect(logged.at(-1)).toBe(`2 image files copied from ${cacheDir}`);
  });

  it('ignores text that only mentions the folder, such as an article about it', async () => {
    await buildDone({
      'c.html':
        '<p>Gambar ada di /_images/foto.jpg</p><img src="/_images/fedcba9876543210-480.webp">',
    });
    expect(await readdir(path.join(root, '_images'))).toEqual(['fedcba9876543210-480.webp']);
  });
});
