// @ts-check
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageUrlPrefix } from '../src/config/images';
import { imageCache, isImageFileName } from '../src/loaders/article-images/image-cache';
import { readHtml } from '../src/lib/html/read-html.js';
import { builtHtmlFiles } from './built-html.mjs';

const types = /** @type {Record<string, string>} */ ({
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
});

/** The file name of an address in the image folder (absolute or not), or null. */
function imageName(/** @type {string} */ address) {
  let pathname;
  try {
    pathname = new URL(address, 'https://site.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(imageUrlPrefix) ? pathname.slice(imageUrlPrefix.length) : null;
}

/** The addresses of a `srcset` (or `imagesrcset`): each candidate's first word. */
const srcsetAddresses = (/** @type {string | undefined} */ srcset) =>
  (srcset ?? '').split(',').flatMap((candidate) => candidate.trim().split(/\s+/, 1));

/**
 * The image files a built page names where only the build writes: the `<picture>` elements
 * (src/lib/picture.ts writes every prepared image as one; an article's HTML holds none, as the
 * sanitize policy drops them) and the preload of the page's main image, made from the same
 * picture. Text, links, an owner's own `<img>` and the link preview (`og:image`, the owner's
 * address where the build prepared no picture) are not among them.
 * @param {string} html
 * @returns {Set<string>}
 */
export function writtenImageNames(html) {
  /** @type {Set<string>} */
  const names = new Set();
  const add = (/** @type {string[]} */ addresses) => {
    for (const address of addresses) {
      const name = imageName(address);
      if (name) names.add(name);
    }
  };
  let pictures = 0;
  readHtml(html, {
    onopentag(name, attrs) {
      if (name === 'picture') pictures += 1;
      else if (pictures > 0 && (name === 'source' || name === 'img')) {
        add([...(attrs.src ? [attrs.src] : []), ...srcsetAddresses(attrs.srcset)]);
      } else if (name === 'link' && attrs.rel === 'preload' && attrs.as === 'image') {
        add(srcsetAddresses(attrs.imagesrcset));
      }
    },
    onclosetag(name) {
      if (name === 'picture' && pictures > 0) pictures -= 1;
    },
  });
  return names;
}

/**
 * The article images the loader converted (src/loaders/article-images/) live in a cache that
 * outlives builds. This puts into the build the files its pages refer to, and serves them from
 * the cache under `astro dev`. A file the build wrote into a page (writtenImageNames) that the
 * cache lacks fails the build: the page would show a broken image. Any other name of the folder
 * (an article that mentions one, links to one or shows one with its own `<img>`) is copied when
 * the cache has it, and otherwise only logged: the owner's text must not stop every later build.
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
        const written = new Set();
        /** @type {Map<string, string>} each other name, and the first page naming it */
        const mentioned = new Map();
        for (const file of await builtHtmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          for (const name of writtenImageNames(html)) written.add(name);
          for (const [, name] of html.matchAll(reference)) {
            // Not a name the cache makes: text that mentions the folder (an article about it).
            if (name && isImageFileName(name) && !mentioned.has(name)) {
              mentioned.set(name, path.relative(root, file));
            }
          }
        }
        const target = path.join(root, imageUrlPrefix);
        await mkdir(target, { recursive: true });
        const copy = (/** @type {string} */ name) =>
          copyFile(
            path.join(cache.filesDir, name),
            path.join(target, name),
            constants.COPYFILE_FICLONE,
          );
        let copied = 0;
        for (const name of written) {
          if (!isImageFileName(name)) {
            throw new Error(`article-images: the build wrote ${imageUrlPrefix}${name} into a page`);
          }
          await copy(name).catch((/** @type {unknown} */ error) => {
            throw new Error(`article-images: ${name} is not in the cache at ${cacheDir}`, {
              cause: error,
            });
          });
          copied += 1;
        }
        for (const [name, page] of mentioned) {
          if (written.has(name)) continue;
          if (await cache.exists(name)) {
            await copy(name);
            copied += 1;
          } else {
            logger.warn(
              `${page} names ${imageUrlPrefix}${name} outside the images the build wrote, and ` +
                'the cache lacks it: left out (a link or image there finds nothing)',
            );
          }
        }
        logger.info(`${copied} image files copied from ${cacheDir}`);
      },
    },
  };
}
