// @ts-check
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every HTML file of a build, sorted.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function builtHtmlFiles(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every HTML file of a build with the route that rendered it (`/blog/[slug]`), from the `assets`
 * map Astro passes to `astro:build:done`; undefined for a file no route wrote (one in public/).
 * @param {string} root
 * @param {Map<string, URL[]>} assets
 * @returns {Promise<{ file: string, route: string | undefined }[]>}
 */
export async function builtPages(root, assets) {
  const routes = new Map();
  for (const [route, urls] of assets) {
    for (const url of urls) routes.set(path.resolve(fileURLToPath(url)), route);
  }
  return (await builtHtmlFiles(root)).map((file) => ({
    file,
    route: routes.get(path.resolve(file)),
  }));
}
