import type { Page, Request } from '@playwright/test';
import { seededArticles } from '../../scripts/fixtures/seeded-articles.mjs';
import { expect, hydrated, test } from './support/fixtures';

/** The seeded article whose body alone has the word 'ambulans' (not its title or summary). */
const ambulance = seededArticles.find((a) => a.slug.startsWith('baru-tiba-di-taiwan'))!;

const searchAssets = (request: Request) =>
  /\/pagefind\/|\/_astro\/ArticleSearch\./.test(new URL(request.url()).pathname);

/** Every request for the search's code or index the page makes from now on. */
function recordSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (searchAssets(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const results = (page: Page) =>
  page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem');

const cardTitles = (page: Page) =>
  page
    .locator('main ul > li h2')
    .allTextContents()
    .then((all) => all.map((t) => t.trim()));

test("an article's category badge leads to a page of exactly that category's articles", async ({
  page,
}) => {
  const guide = seededArticles[0];
  await page.goto(`/blog/${guide.slug}`);
  await page
    .getByRole('link', { name: `Kategori: ${guide.category}` })
    .first()
    .click();
  await expect(page).toHaveURL('/blog/kategori/panduan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategori: Panduan');
  await expect(page).toHaveTitle(/^Kategori: Panduan/);

  // Other tests may publish into 'Panduan' too: every card must be of this category, and the
  // seeded guides must all be there, newest first.
  const badges = page.locator('main ul > li').getByRole('link', { name: /^Kategori: / });
  for (const badge of await badges.all()) {
    await expect(badge).toHaveText(/Kategori: panduan/i);
  }
  const seededGuides = seededArticles.filter((a) => a.category === 'Panduan').map((a) => a.title);
  expect((await cardTitles(page)).filter((title) => seededGuides.includes(title))).toEqual(
    seededGuides,
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Kategori artikel' })
      .getByRole('link', { name: /^Panduan/ }),
  ).toHaveAttribute('aria-current', 'page');
});

test('/blog lists the categories with their counts, each linking to its page', async ({ page }) => {
  await page.goto('/blog');
  const categories = page.getByRole('navigation', { name: 'Kategori artikel' });
  const taiwan = categories.getByRole('link', { name: /^Taiwan \(\d+\)$/ });
  await expect(taiwan).toHaveAttribute('href', '/blog/kategori/taiwan');
  await taiwan.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategori: Taiwan');
  expect(await cardTitles(page)).toContain(ambulance.title);
});

test('an article ends with up to three related articles, same category first', async ({ page }) => {
  const guide = seededArticles[0];
  await page.goto(`/blog/${guide.slug}`);
  const related = page.getByRole('region', { name: 'Artikel Terkait' });
  const links = related.getByRole('listitem').locator('a[href^="/blog/"]:not([href*="kategori"])');
  await expect(links).toHaveCount(3);
  // The other seeded guide shares its category; articles other tests publish may come after.
  const otherGuide = seededArticles.find((a) => a.category === 'Panduan' && a !== guide)!;
  await expect(links.first()).toHaveText(otherGuide.title);
  await expect(links.first()).toHaveAttribute('href', `/blog/${otherGuide.slug}`);
  await expect(related.getByText(guide.title)).toHaveCount(0);
});

test('the search field on /blog is a plain form that loads no search code', async ({ page }) => {
  const requested = recordSearchRequests(page);
  await page.goto('/blog');
  const field = page.getByLabel('Cari artikel');
  await field.fill('ambulans');
  await page.waitForLoadState('networkidle');
  expect(requested, 'no search code or index on /blog').toEqual([]);
  await field.press('Enter');
  await expect(page).toHaveURL('/blog/cari?q=ambulans');
  await expect(page.getByRole('link', { name: ambulance.title })).toBeVisible();
});

test('a word only one article body has finds that article, as its prefix is typed', async ({
  page,
}) => {
  const requested = recordSearchRequests(page);
  await page.goto('/blog/cari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cari Artikel');
  await page.waitForLoadState('networkidle');
  expect(requested, 'no search code or index before the field is used').toEqual([]);

  const field = page.getByLabel('Cari artikel');
  await field.focus();
  await hydrated(page, 'ArticleSearch');
  await field.pressSequentially('ambul');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('1 artikel cocok dengan "ambul".');
  const result = results(page);
  await expect(result).toHaveCount(1);
  await expect(result.getByRole('link')).toHaveText(ambulance.title);
  await expect(result.getByRole('link')).toHaveAttribute('href', `/blog/${ambulance.slug}`);
  await expect(page).toHaveURL('/blog/cari?q=ambul');
  expect(requested.some((path) => path.startsWith('/pagefind/'))).toBe(true);
});

test('a nonsense word shows the nothing-found text', async ({ page }) => {
  await page.goto('/blog/cari');
  const field = page.getByLabel('Cari artikel');
  await field.focus();
  await hydrated(page, 'ArticleSearch');
  await field.fill('qwzxvbn');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Tidak ada artikel yang cocok dengan "qwzxvbn".',
  );
  await expect(results(page)).toHaveCount(0);
});

test('a shared search address opens with its results', async ({ page }) => {
  await page.goto('/blog/cari?q=BPJS%20klaim');
  await expect(page.getByLabel('Cari artikel')).toHaveValue('BPJS klaim');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(/^\d+ artikel cocok dengan "BPJS klaim"\.$/);
  await expect(
    page.getByRole('link', { name: 'BPJS Ketenagakerjaan untuk PMI: Manfaat dan Cara Klaim' }),
  ).toBeVisible();
});

test('a search that cannot load says so in Indonesian, and the next keystroke tries again', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/blog/cari');
  const field = page.getByLabel('Cari artikel');
  await field.focus();
  await hydrated(page, 'ArticleSearch');
  await field.fill('ambulans');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(
    'Pencarian belum bisa dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  );
  await expect(field).toHaveValue('ambulans');
  expect(logged.some((text) => text.startsWith('search: "ambulans" failed:'))).toBe(true);

  await page.unroute('**/pagefind/**');
  await field.press('End');
  await field.press('Backspace');
  await expect(status).toHaveText('1 artikel cocok dengan "ambulan".');
  await expect(results(page).getByRole('link')).toHaveText(ambulance.title);
});
