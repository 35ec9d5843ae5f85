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
const logger = { info: (line: string) => logged.push(line) } as unknown as AstroIntegrationLogger;

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

  it('fails the build when a page names a file the cache lacks', async () => {
    await expect(
      buildDone({ 'blog/b.html': '<img src="/_images/aaaaaaaaaaaaaaaa-480.jpg">' }),
    ).rejects.toThrow(
      `article-images: aaaaaaaaaaaaaaaa-480.jpg is not in the cache at ${cacheDir}`,
    );
  });

  it('ignores text that only mentions the folder, such as an article about it', async () => {
    await buildDone({
      'c.html':
        '<p>Gambar ada di /_images/foto.jpg</p><img src="/_images/fedcba9876543210-480.webp">',
    });
    expect(await readdir(path.join(root, '_images'))).toEqual(['fedcba9876543210-480.webp']);
  });
});
