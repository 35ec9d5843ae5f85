import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Resolves once the service worker controls the page and has kept `path` for offline reading. */
export async function kept(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(async () => {
    const found = await page.evaluate(
      async (url) => Boolean(await (await caches.open('kept-pages-v1')).match(url)),
      new URL(path, page.url()).href,
    );
    expect(found, `${path} kept`).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** Opens `path` and waits until it is kept. */
export async function read(page: Page, path: string) {
  await page.goto(path);
  await kept(page, path);
}

/**
 * Resolves once the page's service worker has no newer version on the way: the site's worker
 * changes with each build, and a rebuild during a test installs a new one. Playwright attaches
 * to each new worker and applies the context's offline state to it; going offline while it
 * installs once left that worker, then a navigation and setOffline itself, waiting until the
 * test timed out (offline.spec, twice in CI). A visitor's browser has no such attachment.
 */
export async function workerSettled(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update().catch(() => undefined);
    // Other tests' rebuilds can keep a newer worker coming on a loaded machine: a worker that
    // has installed is started already, and after 20 s the test goes on rather than fail here.
    const deadline = Date.now() + 20_000;
    while (registration.installing && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/** Takes the context offline once the page's worker has settled (see workerSettled). */
export async function goOffline(page: Page) {
  await workerSettled(page);
  await page.context().setOffline(true);
}
