// @ts-check
import { build } from 'vite';

/**
 * One of our modules bundled on its own for the browser, minified, as text: the service worker,
 * the inline visit counter, the article reader and its starter. `iife` scripts only add
 * listeners, so the name the format assigns is dropped.
 * @param {{ entry: string, format: 'es' | 'iife', target: string,
 *   define?: Record<string, string> }} options
 * @returns {Promise<string>}
 */
export async function bundleForBrowser({ entry, format, target, define = {} }) {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
    build: {
      write: false,
      minify: true,
      target,
      lib: { entry, formats: [format], name: 'bundled', fileName: () => 'bundled.js' },
      // Vite leaves a library's ES module unminified; these are served to phones as they are.
      rollupOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry}: nothing bundled`);
  return chunk.code.trim().replace(/^var bundled\s*=\s*/, '');
}
