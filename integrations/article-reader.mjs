// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** @param {string} file */
const source = (file) => fileURLToPath(new URL(`../src/reader/${file}`, import.meta.url));
const moduleId = 'virtual:article-reader';

/**
 * @param {string} entry
 * @param {'es' | 'iife'} format
 * @param {Record<string, string>} [define]
 */
async function bundle(entry, format, define = {}) {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
    build: {
      write: false,
      minify: true,
      // The site's oldest browsers (astro.config.mjs' cssBrowsers) read `?.` and `??`.
      target: 'es2020',
      lib: { entry, formats: [format], name: 'articleReader', fileName: () => 'reader.js' },
      // Vite leaves a library's ES module unminified; this one is served to phones as it is.
      rollupOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`article-reader: ${entry} bundled nothing`);
  return chunk.code.trim();
}

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
      const code = await bundle(source('reader.ts'), 'es');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
      const url = `/_astro/reader.${hash}.js`;
      const starter = await bundle(source('starter.ts'), 'iife', {
        __READER_URL__: JSON.stringify(url),
      });
      // The name an iife build assigns is not needed: the script only adds listeners.
      return { url, code, starter: starter.replace(/^var articleReader\s*=\s*/, '') };
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
                  server.middlewares.use(async (req, res, next) => {
                    const { url, code } = await reader();
                    if (req.url !== url) return next();
                    res.setHeader('content-type', 'text/javascript; charset=utf-8');
                    res.end(code);
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
