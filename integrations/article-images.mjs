// @ts-check
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageUrlPrefix } from '../src/config/images';
import { imageCache, isImageFileName } from '../src/loaders/article-images/image-cache';
import { builtHtmlFiles } from './built-html.mjs';

const types = /** @type {Record<string, string>} */ ({
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
});

/**
 * The article images the loader converted (src/loaders/article-images/) live in a cache that
 * outlives builds. This puts into the build exactly the files its pages refer to, and serves
 * them from the cache under `astro dev`. A page that names a file the cache lacks fails the
 * build: it would show a broken image.
 * @param {{ cacheDir: string }} options
 * @returns {import('astro').AstroIntegration}
 */
export default function articleImages({ cacheDir }) {
  const cache = imageCache(cacheDir);
  // Up to whatever ends an address in HTML: a quote, a space, a comma in a srcset.
  const reference = new RegExp(`${imageUrlPrefix}([^"'\\s,<>)]+)`, 'g');
  return {
    name: 'article-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(imageUrlPrefix, async (request, response, next) => {
          const name = (request.url ?? '').slice(1).split('?')[0] ?? '';
          if (!isImageFileName(name)) return next();
          try {
            const data = await readFile(path.join(cache.filesDir, name));
            response.setHeader('Content-Type', types[name.split('.').pop() ?? ''] ?? '');
            response.end(data);
          } catch {
            next();
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Set<string>} */
        const names = new Set();
        for (const file of await builtHtmlFiles(root)) {
          for (const [, name] of (await readFile(file, 'utf8')).matchAll(reference)) {
            if (name) names.add(name);
          }
        }
        const target = path.join(root, imageUrlPrefix);
        await mkdir(target, { recursive: true });
        for (const name of names) {
          // Not a name the cache makes: text that mentions the folder (an article about it).
          if (!isImageFileName(name)) continue;
          await copyFile(
            path.join(cache.filesDir, name),
            path.join(target, name),
            constants.COPYFILE_FICLONE,
          ).catch((/** @type {unknown} */ error) => {
            throw new Error(`article-images: ${name} is not in the cache at ${cacheDir}`, {
              cause: error,
            });
          });
        }
        logger.info(`${names.size} image files copied from ${cacheDir}`);
      },
    },
  };
}
