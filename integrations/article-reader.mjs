// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForBrowser } from './browser-bundle.mjs';

/** @param {string} file */
const source = (file) => fileURLToPath(new URL(`../src/reader/${file}`, import.meta.url));
const moduleId = 'virtual:article-reader';
// The site's oldest browsers (astro.config.mjs' cssBrowsers) read `?.` and `??`.
const target = 'es2020';

/**
 * 'Dengarkan Artikel' (issue 36): the reader (src/reader/reader.ts) bundled as one module with
 * a name that changes with its content, /_astro/reader.{hash}.js, written into the build and
 * served by the dev server; and its starter (src/reader/starter.ts), which imports it on the
 * first tap, as the text of `virtual:article-reader` that src/components/ArticleReaderStarter
 * inlines and the security-headers integration hashes into the policy. `url()` tells the
 * service worker what to keep when it installs, so that a kept article is read offline too.
 * @returns {import('astro').AstroIntegration & { url: () => Promise<string> }}
 */
export default function articleReader() {
  /** @type {Promise<{ url: string, code: string, starter: string }> | undefined} */
  let bundled;
  const reader = () =>
    (bundled ??= (async () => {
      const code = await bundleForBrowser({ entry: source('reader.ts'), format: 'es', target });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
      const url = `/_astro/reader.${hash}.js`;
      const starter = await bundleForBrowser({
        entry: source('starter.ts'),
        format: 'iife',
        target,
        define: { __READER_URL__: JSON.stringify(url) },
      });
      return { url, code, starter };
    })());
  return {
    name: 'article-reader',
    url: async () => (await reader()).url,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'article-reader',
                resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
                async load(id) {
                  if (id !== `\0${moduleId}`) return undefined;
                  return `export default ${JSON.stringify((await reader()).starter)};`;
                },
                configureServer(server) {
                  // A reader that does not bundle is the dev server's error (500), never a crash.
                  server.middlewares.use((req, res, next) => {
                    reader().then(({ url, code }) => {
                      if (req.url !== url) return next();
                      res.setHeader('content-type', 'text/javascript; charset=utf-8');
                      res.end(code);
                    }, next);
                  });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const { url, code } = await reader();
        const file = path.join(fileURLToPath(dir), url);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, code);
      },
    },
  };
}
