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
 * Tests reach only this machine: Chromium resolves no host name but localhost
 * (chromiumLaunchOptions), so a request elsewhere fails at once. Where a test follows the site
 * to another one (a chat opened in a new tab, or in the same tab), that site answers with a stub
 * page and image hosts with a stub image, and the test checks the URL the site asked for.
 * Stubbed only there: a page or context route makes Playwright hold every request of the page,
 * and beside a service worker that is replaced or starts a navigation preload, a held request can
 * stay unanswered for good (microsoft/playwright#7588): a navigation, or the editor's first save,
 * then waits until the test times out (docs/decisions.md, issue 33).
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

/** For a test whose page itself goes to another site (a chat opened in the same tab). */
export async function stubOffMachine(page: Page): Promise<void> {
  await page.route(offMachine, stubbed);
}

export const test = base.extend<{ pageErrors: string[]; cspViolations: string[] }>({
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
  // the static server, and the page's own <meta> policy): anything they block fails the test,
  // even when nothing else breaks.
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
