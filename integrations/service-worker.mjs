// @ts-check
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHtml } from '../src/lib/html/read-html.js';
import { bundleForBrowser } from './browser-bundle.mjs';

const entry = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));

/**
 * The site's files under /_astro/ that a page links to (its stylesheets and scripts): the
 * `href` and `src` of its elements.
 * @param {string} html
 */
function linkedAssets(html) {
  /** @type {Set<string>} */
  const assets = new Set();
  readHtml(html, {
    onopentag(_name, attrs) {
      for (const url of [attrs.href, attrs.src]) {
        if (url?.startsWith('/_astro/')) assets.add(url);
      }
    },
  });
  return [...assets];
}

/**
 * The worker's build id: a hash of the offline page and the files kept with it (their names
 * carry their content's hash), so a deploy is a new worker exactly when these change. Publishing
 * an article changes neither: were it a new worker, every returning visitor's phone would fetch
 * and install one after each article, and the page open at that moment would change hands.
 * @param {string} offlineHtml
 * @param {readonly string[]} assets
 */
export function workerBuildId(offlineHtml, assets) {
  const hash = createHash('sha256');
  hash.update(offlineHtml);
  for (const url of assets) hash.update(`\n${url}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes /sw.js at the end of the build (src/service-worker/sw.ts, bundled for the browser): it
 * keeps the offline page with its stylesheets when it installs, and its build id is a hash of
 * what it keeps (workerBuildId). With `enabled` false (PUBLIC_SERVICE_WORKER=off) it writes the worker that removes
 * itself and everything it kept from every visitor (docs/deploy.md). `keep` names other files
 * it keeps when it installs: the article reader's, so that a kept article is read offline.
 * @param {{ enabled: boolean, keep?: () => Promise<string[]> }} options
 * @returns {import('astro').AstroIntegration}
 */
export default function serviceWorker({ enabled, keep = async () => [] }) {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const offline = await readFile(path.join(root, 'offline.html'), 'utf8');
        const assets = [...new Set([...linkedAssets(offline), ...(await keep())])];
        const buildId = workerBuildId(offline, assets);
        const code = await bundleForBrowser({
          entry,
          format: 'iife',
          target: 'es2019',
          define: {
            __BUILD_ID__: JSON.stringify(buildId),
            __OFFLINE_ASSETS__: JSON.stringify(assets),
            __ENABLED__: JSON.stringify(enabled),
          },
        });
        await writeFile(path.join(root, 'sw.js'), code);
        logger.info(
          enabled
            ? `sw.js: build ${buildId}, ${code.length} B, offline page and ${assets.length} files`
            : 'sw.js: the worker that removes itself (PUBLIC_SERVICE_WORKER=off)',
        );
      },
    },
  };
}
