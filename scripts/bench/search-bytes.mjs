// @ts-check
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sandboxFlags, systemChromiumPath } from '../lib/chromium.mjs';
import { listenOnLoopback } from '../lib/ports.mjs';
import { createStaticServer } from '../site/static-server.mjs';

/** Words a visitor might look for, from the generated articles' topics; one matches nothing. */
export const benchQueries = ['paspor', 'bpjs klaim', 'gaji', 'calo perekrut', 'zzqxv'];

/**
 * The search index's size on disk: every file Pagefind wrote, and the index chunks alone.
 * @param {string} root a build
 */
export async function indexSize(root) {
  const bundle = path.join(root, 'pagefind');
  const entries = await readdir(bundle, { recursive: true, withFileTypes: true });
  let bytes = 0;
  let chunks = 0;
  let chunkBytes = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    bytes += size;
    if (entry.name.endsWith('.pf_index')) {
      chunks += 1;
      chunkBytes += size;
    }
  }
  return { bytes, chunks, chunkBytes };
}

/**
 * What searching downloads on a phone: the build is served compressed, as a CDN would, and a
 * fresh browser opens the search page, focuses the field and types each query. Counted: every
 * response body from the focus until the results are shown (the island, Pagefind's code and
 * WebAssembly, the index chunks and the shown results' fragments), as transferred.
 * @param {string} root a build
 * @param {readonly string[]} [queries]
 */
export async function searchBytes(root, queries = benchQueries) {
  const server = createStaticServer({ getRoot: () => root });
  const port = await listenOnLoopback(server, 0, 'bench search');
  const browser = await chromium.launch({
    executablePath: systemChromiumPath(),
    args: sandboxFlags(),
  });
  try {
    const results = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/blog/cari`, { waitUntil: 'networkidle' });
      /** @type {Promise<number>[]} */
      const sizes = [];
      page.on('requestfinished', (request) => {
        sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      const field = page.getByLabel('Cari artikel');
      await field.focus();
      await field.pressSequentially(query, { delay: 30 });
      const status = page.getByRole('main').getByRole('status');
      await status.filter({ hasText: /cocok dengan/ }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
      results.push({
        query,
        found: Number(/^(\d+) artikel/.exec(await status.innerText())?.[1] ?? 0),
        requests: sizes.length,
        bytes,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
