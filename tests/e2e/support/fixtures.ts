import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { site } from '../../../src/config/site';

/** The chat URL the site must open for `text`, built independently of the site's own code. */
export const expectedChatUrl = (text: string) =>
  `https://wa.me/${site.phone.international}?text=${encodeURIComponent(text)}`;

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Tests reach only this machine: chat and share sites answer with a stub page, image hosts (the
 * seed's thumbnails) with a stub image. The tests check the URLs the site asks for. Routed per
 * page, never for the whole context: a context's routes also hold the service worker's own
 * requests, and with them in place a navigation during a worker's replacement could wait for
 * minutes (never without them, nor in a browser).
 */
const offMachine = (url: URL) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost';
const stubbed = (route: Route) =>
  route.request().resourceType() === 'image'
    ? route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng })
    : route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });

/**
 * Resolves once the island whose component file is `name` has hydrated; `scroll` brings a
 * client:visible island into view first.
 */
export async function hydrated(page: Page, name: string, { scroll = false } = {}): Promise<void> {
  const island = page.locator(`astro-island[component-url*="${name}"]`).first();
  if (scroll) await island.locator('> *').first().scrollIntoViewIfNeeded();
  // The admin editor's 120 KiB of JS can take more than the default 5 s on a busy CI machine.
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
}

/** Clicks `target` and returns the tab it opens, once that tab has loaded. */
export async function newTabFrom(target: Locator): Promise<Page> {
  const context = target.page().context();
  await context.route(offMachine, stubbed);
  try {
    const [tab] = await Promise.all([context.waitForEvent('page'), target.click()]);
    await tab.waitForLoadState();
    return tab;
  } finally {
    await context.unroute(offMachine, stubbed);
  }
}

/**
 * How long an answer to a visitor's first tap may take: the tap loads the island's code (a
 * lead form's submit then also the toaster's), which on a busy CI machine can take longer than
 * the default 5 s, like hydrated() allows.
 */
export const firstTapTimeout = 15_000;

/**
 * How long the way from a save to the article's page may take: the page loads through the
 * service worker (started on demand) while the machine may be busy with a rebuild, and the
 * save itself waits its turn at the local backend's one database session while a build reads
 * every article. 15 s was once not enough on CI's two loaded cores (the save went through and
 * the page came, later); the owner on hosted Supabase meets neither queue.
 */
export const afterSave = { timeout: 30_000 };

/**
 * A lead form, scrolled into view. Its island hydrates on the first focus, tap or key inside
 * it, as a visitor's would: the tests type and tap without waiting for it.
 */
export async function leadForm(page: Page, id: string): Promise<Locator> {
  const form = page.locator(`form[data-form="${id}"]`);
  await form.scrollIntoViewIfNeeded();
  return form;
}

export const test = base.extend<{ pageErrors: string[]; cspViolations: string[] }>({
  page: async ({ page }, use) => {
    await page.route(offMachine, stubbed);
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Every page runs under the site's real Content-Security-Policy (dist/_headers, applied by
  // the static server): anything it blocks fails the test, even when nothing else breaks.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
