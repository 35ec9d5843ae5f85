// @ts-check
import { chromium } from '@playwright/test';
import { searchQueries } from '../../fixtures/search-queries.mjs';
import { sandboxFlags, systemChromiumPath } from '../../lib/chromium.mjs';
import { listenOnLoopback } from '../../lib/ports.mjs';
import { createStaticServer } from '../../site/static-server.mjs';

/**
 * What searching downloads on a phone: the build is served compressed, as a CDN would, and a
 * fresh browser opens the search page, focuses the field and types each query. Counted: every
 * response body from the focus until the results are shown (the island's code and the
 * database's answers, one per pause in the typing), as transferred.
 * @param {string} root a build
 * @param {readonly string[]} [queries]
 */
export async function searchBytes(root, queries = searchQueries) {
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
      /** @type {Promise<{ api: boolean, bytes: number }>[]} */
      const sizes = [];
      page.on('requestfinished', (request) => {
        const api = new URL(request.url()).pathname.startsWith('/rest/v1/');
        sizes.push(request.sizes().then((s) => ({ api, bytes: s.responseBodySize })));
      });
      const field = page.getByLabel('Cari artikel');
      await field.focus();
      await field.pressSequentially(query, { delay: 30 });
      const status = page.getByRole('main').getByRole('status');
      await status.filter({ hasText: /cocok dengan/ }).waitFor({ timeout: 60_000 });
      const suggested = await page.getByText('Mungkin maksud Anda:').isVisible();
      await page.waitForLoadState('networkidle');
      const answered = await Promise.all(sizes);
      const sum = (/** @type {typeof answered} */ list) =>
        list.reduce((total, { bytes }) => total + bytes, 0);
      const bytes = sum(answered);
      const apiBytes = sum(answered.filter(({ api }) => api));
      results.push({
        query,
        found: Number(/^(\d+) artikel/.exec(await status.innerText())?.[1] ?? 0),
        suggested: suggested
          ? await page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem').count()
          : 0,
        requests: sizes.length,
        bytes,
        apiBytes,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
