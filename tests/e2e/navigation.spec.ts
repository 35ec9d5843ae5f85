import type { Page, Route } from '@playwright/test';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { site } from '../../src/config/site';
import { expect, expectedChatUrl, hydrated, newTabFrom, test } from './support/fixtures';
import { expectMenuButton, layananButton, menuButton } from './support/menu';

/** The mobile menu's links, in order. */
const menuLinks = [
  'Home',
  'Konsultasi',
  'Pesan Tiket',
  'Layanan Perlindungan',
  'Pengurusan Dokumen',
  'Blog',
  'Kontak',
  'Konsultasi Gratis',
];

test.describe('mobile menu at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const path of ['/blog', `/blog/${seededArticle.slug}`]) {
    test(`on ${path}, which loads no JavaScript until the visitor acts, the first tap opens it`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === 'script') scripts.push(path);
        if (request.resourceType() === 'stylesheet') stylesheets.push(path);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts, 'JavaScript loaded before the visitor acted').toEqual([]);
      // The page paints from its inline CSS; the whole stylesheet waits for an island.
      expect(stylesheets, 'a stylesheet loaded before the visitor acted').toEqual([]);

      await menuButton(page).tap();
      await expect(page.getByRole('navigation', { name: 'Navigasi seluler' })).toBeVisible();
      await expectMenuButton(page, 'Tutup menu', true);
      await hydrated(page, 'HeaderNav');
      expect(scripts.some((script) => script.includes('HeaderNav'))).toBe(true);
      // The island renders classes the static page lacks: it brought the stylesheet.
      expect(stylesheets).toEqual([expect.stringMatching(/^\/_astro\/.+\.css$/)]);
      await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('data-late-css');
      await expect(page.locator('script[data-late-css]')).toHaveCount(0);
    });
  }

  test('opens, navigates, and is closed on the new page', async ({ page }) => {
    await page.goto('/');
    await expectMenuButton(page, 'Buka menu', false);
    const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await expect(menu).toBeHidden();

    await menuButton(page).tap();
    await expectMenuButton(page, 'Tutup menu', true);
    await expect(menu).toBeVisible();
    for (const name of menuLinks) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Pengurusan Dokumen' }).tap();
    await expect(page).toHaveURL(/\/pengurusan-dokumen$/);
    await expect(page.getByRole('navigation', { name: 'Navigasi seluler' })).toBeHidden();
    await expectMenuButton(page, 'Buka menu', false);
  });

  test('closes on a link to a section of the same page, and on Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await menuButton(page).tap();
    // Closing it is the island's work: a jump within the page leaves a <details> as it was.
    await hydrated(page, 'HeaderNav');
    await menu.getByRole('link', { name: 'Kontak' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#kontak$/);
    await expect(page.locator('#kontak')).toBeInViewport();

    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectMenuButton(page, 'Buka menu', false);
    await expect(menuButton(page)).toBeFocused();
  });
});

test('the Layanan dropdown works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  const layanan = layananButton(page);
  await expectMenuButton(page, 'Layanan', false);
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeHidden();

  await nav.getByRole('link', { name: 'Pesan Tiket' }).focus();
  await page.keyboard.press('Tab');
  await expect(layanan).toBeFocused();
  await page.keyboard.press('Enter');
  await expectMenuButton(page, 'Layanan', true);
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeVisible();
  // Escape and the arrows are the island's, woken by the focus.
  await hydrated(page, 'HeaderNav');
  await page.keyboard.press('Escape');
  await expectMenuButton(page, 'Layanan', false);
  await expect(layanan).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Pengurusan Dokumen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pengurusan-dokumen$/);
});

test('the dropdown opens by click and closes when clicking elsewhere', async ({ page }) => {
  await page.goto('/pesan-tiket');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await layananButton(page).click();
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeVisible();
  await hydrated(page, 'HeaderNav');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeHidden();
});

test.describe("while the header's script is held back, unanswered", () => {
  // A first visit: no service worker yet (requests it answers would not pass page.route).
  test.use({ serviceWorkers: 'block' });

  /**
   * Holds the requests for the HeaderNav island's script (its component and the renderer that
   * hydrates it) unanswered until `release()`: the menus must open with the page's own HTML and
   * CSS, whatever the network does with the script.
   */
  async function holdHeaderScript(page: Page) {
    const island = page.locator('astro-island[component-url*="HeaderNav"]');
    const urls = new Set<string>();
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = await island.getAttribute(attribute);
      if (url) urls.add(new URL(url, page.url()).href);
    }
    expect(urls.size, "the island's component and renderer URLs").toBe(2);
    const held: Route[] = [];
    let released = false;
    await page.route(
      (url) => urls.has(url.href),
      (route) => (released ? route.continue() : void held.push(route)),
    );
    return {
      /** Waits until the island has asked for its script, which it is not given. */
      requested: () =>
        expect
          .poll(() => held.length, { message: 'the island asked for its script' })
          .toBeGreaterThan(0),
      release: async () => {
        released = true;
        await Promise.all(held.splice(0).map((route) => route.continue()));
      },
    };
  }

  /** The island has not hydrated: Astro removes `ssr` once it has. */
  const expectUnhydrated = (page: Page) =>
    expect(page.locator('astro-island[component-url*="HeaderNav"]')).toHaveAttribute('ssr');

  /**
   * Waits until the island has hydrated and then two frames more, when a replay of the tap that
   * woke it would have run: the menu must still be as the visitor left it.
   */
  async function scriptLanded(page: Page): Promise<void> {
    await hydrated(page, 'HeaderNav');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }

  test.describe('at 390x844', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the first tap opens the menu with no script; once the script lands, it closes as before', async ({
      page,
    }) => {
      await page.goto('/blog');
      const script = await holdHeaderScript(page);
      const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
      await menuButton(page).tap();
      await script.requested();
      for (const name of menuLinks) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expectMenuButton(page, 'Tutup menu', true);
      await expectUnhydrated(page);

      await script.release();
      await scriptLanded(page);
      await expect(menu).toBeVisible();
      await menuButton(page).tap();
      await expect(menu).toBeHidden();
      await expectMenuButton(page, 'Buka menu', false);
      await menuButton(page).tap();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });
  });

  test('the first click opens the Layanan dropdown with no script; once the script lands, it closes as before', async ({
    page,
  }) => {
    await page.goto('/');
    const script = await holdHeaderScript(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const links = ['Layanan Perlindungan', 'Pengurusan Dokumen'].map((name) =>
      nav.getByRole('link', { name }),
    );
    await layananButton(page).click();
    await script.requested();
    for (const link of links) await expect(link).toBeVisible();
    await expectMenuButton(page, 'Layanan', true);
    await expectUnhydrated(page);

    await script.release();
    await scriptLanded(page);
    await expect(links[0]!).toBeVisible();
    await layananButton(page).click();
    await expect(links[0]!).toBeHidden();
    await expectMenuButton(page, 'Layanan', false);
    await layananButton(page).click();
    await expect(links[0]!).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(links[0]!).toBeHidden();
    await expect(layananButton(page)).toBeFocused();
  });
});

test('Kontak scrolls to the contact section on the home page and leads there from others', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(page.locator('#kontak')).not.toBeInViewport();
  await nav.getByRole('link', { name: 'Kontak' }).click();
  await expect(page).toHaveURL(/\/#kontak$/);
  await expect(page.locator('#kontak')).toBeInViewport();
  const top = await page.locator('#kontak').evaluate((el) => el.getBoundingClientRect().top);
  const headerHeight = await page
    .locator('header')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(top).toBeGreaterThanOrEqual(headerHeight - 1);

  await page.goto('/konsultasi-migran');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Kontak' })
    .click();
  await expect(page).toHaveURL(/\/#kontak$/);
  await expect(page.locator('#kontak')).toBeInViewport();
});

test("'Konsultasi Gratis' opens the free consultation chat in a new tab", async ({ page }) => {
  await page.goto('/layanan-perlindungan');
  const button = page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Konsultasi Gratis' });
  const expected = expectedChatUrl(`Halo ${site.name}, saya ingin konsultasi gratis.`);
  await expect(button).toHaveAttribute('href', expected);
  await expect(button).toHaveAttribute('target', '_blank');
  const chat = await newTabFrom(button);
  expect(chat.url()).toBe(expected);
});

test('the Blog link opens the configured blog in a new tab', async ({ page }) => {
  await page.goto('/');
  const blog = page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Blog' });
  await expect(blog).toHaveAttribute('href', site.blogUrl);
  await expect(blog).toHaveAttribute('target', '_blank');
});
