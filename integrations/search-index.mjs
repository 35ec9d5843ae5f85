// @ts-check
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { searchIndexDir } from '../src/config/blog';

/**
 * Builds the blog's search index with Pagefind after the pages are written. Only article pages
 * mark their text with `data-pagefind-body`, so only they are indexed (Pagefind skips pages
 * without it once any page has it). A failure fails the build: a site whose search finds
 * nothing must not ship quietly.
 * @returns {import('astro').AstroIntegration}
 */
export default function searchIndex() {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = Date.now();
        try {
          const { index, errors } = await pagefind.createIndex({});
          if (!index) throw new Error(errors.join('; '));
          const added = await index.addDirectory({ path: root, glob: 'blog/**/*.html' });
          if (added.errors.length > 0) throw new Error(added.errors.join('; '));
          const output = path.join(root, searchIndexDir);
          const written = await index.writeFiles({ outputPath: output });
          if (written.errors.length > 0) throw new Error(written.errors.join('; '));
          // Pagefind's prebuilt interfaces: our island uses its JS API, so they would only be
          // deployed, never loaded.
          for (const file of await readdir(output)) {
            if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) {
              await rm(path.join(output, file));
            }
          }
          logger.info(
            `${added.page_count} article pages indexed in ${Date.now() - started} ms ` +
              `(${searchIndexDir}/)`,
          );
        } catch (error) {
          throw new Error(`search-index: Pagefind failed: ${/** @type {Error} */ (error).message}`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
