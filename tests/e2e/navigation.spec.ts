import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { site } from '../../src/config/site';
import { expect, expectedChatUrl, newTabFrom, test } from './support/fixtures';

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

      await page.getByRole('button', { name: 'Buka menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(scripts.some((script) => script.includes('HeaderNav'))).toBe(true);
      // The island renders classes the static page lacks: it brought the stylesheet.
      expect(stylesheets).toEqual([expect.stringMatching(/^\/_astro\/.+\.css$/)]);
      await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('data-late-css');
      await expect(page.locator('script[data-late-css]')).toHaveCount(0);
    });
  }

  test('opens, navigates, and is closed on the new page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu).toBeVisible();
    for (const name of [
      'Home',
      'Konsultasi',
      'Pesan Tiket',
      'Layanan Perlindungan',
      'Pengurusan Dokumen',
      'Blog',
      'Kontak',
      'Konsultasi Gratis',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Pengurusan Dokumen' }).tap();
    await expect(page).toHaveURL(/\/pengurusan-dokumen$/);
    await expect(page.getByRole('navigation', { name: 'Navigasi seluler' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('closes on a link to a section of the same page, and on Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await page.getByRole('button', { name: 'Buka menu' }).tap();
    await menu.getByRole('link', { name: 'Kontak' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#kontak$/);
    await expect(page.locator('#kontak')).toBeInViewport();

    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();
  });
});

test('the Layanan dropdown works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  const layanan = nav.getByRole('button', { name: 'Layanan' });
  await expect(layanan).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeHidden();

  await nav.getByRole('link', { name: 'Pesan Tiket' }).focus();
  await page.keyboard.press('Tab');
  await expect(layanan).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(layanan).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(layanan).toHaveAttribute('aria-expanded', 'false');
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
  await nav.getByRole('button', { name: 'Layanan' }).click();
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(nav.getByRole('link', { name: 'Layanan Perlindungan' })).toBeHidden();
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
