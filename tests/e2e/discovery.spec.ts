import type { Page, Request } from '@playwright/test';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { seededArticles } from '../../scripts/fixtures/seeded-articles.mjs';
import { createArticle, setArticleWithdrawn, updateArticle } from '../../src/lib/articles';
import { expectNoViolations } from './support/axe';
import { publisher } from './support/backend';
import { expect, hydrated, test } from './support/fixtures';

/** The seeded article whose body alone has the word 'ambulans' (not its title or summary). */
const ambulance = seededArticles.find((a) => a.slug.startsWith('baru-tiba-di-taiwan'))!;

const searchCall = '**/rest/v1/rpc/search_articles?*';

const searchAssets = (request: Request) =>
  /\/rest\/v1\/rpc\/search_articles$|\/_astro\/ArticleSearch\./.test(
    new URL(request.url()).pathname,
  );

/** Every request for the search's code or the database's search the page makes from now on. */
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
  await expect(page.locator('main p').first()).toHaveText(
    /^\d+ artikel dalam kategori ini, yang terbaru lebih dulu\. Lihat semua artikel$/,
  );

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
  await expect(result.getByRole('heading').getByRole('link')).toHaveText(ambulance.title);
  await expect(result.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    `/blog/${ambulance.slug}`,
  );
  await expect(page).toHaveURL('/blog/cari?q=ambul');
  expect(requested).toContain('/rest/v1/rpc/search_articles');
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
  await page.route(searchCall, (route) => route.abort('internetdisconnected'));
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

  await page.unroute(searchCall);
  await field.press('End');
  await field.press('Backspace');
  await expect(status).toHaveText('1 artikel cocok dengan "ambulan".');
  await expect(results(page).getByRole('heading').getByRole('link')).toHaveText(ambulance.title);
});

test("a search that could not load is tried again by 'Cari', with the same words", async ({
  page,
}) => {
  await page.route(searchCall, (route) => route.abort('internetdisconnected'));
  await page.goto('/blog/cari');
  const field = page.getByLabel('Cari artikel');
  await field.focus();
  await hydrated(page, 'ArticleSearch');
  await field.fill('ambulans');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(
    'Pencarian belum bisa dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  );

  // The signal is back; the visitor does as told and taps 'Cari', changing nothing.
  await page.unroute(searchCall);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(status).toHaveText('1 artikel cocok dengan "ambulans".');
  await expect(results(page).getByRole('heading').getByRole('link')).toHaveText(ambulance.title);
  await expect(field).toHaveValue('ambulans');
});

/** Publishes an article of this test's own through the API, as the admin page would. */
async function publish(title: string, content: string) {
  const slug = uniqueSlug('cari');
  const created = await createArticle(publisher(), {
    slug,
    title,
    content,
    summary: 'Artikel uji pencarian.',
    category: 'Uji',
  });
  if (!created.ok) throw created.error;
  return slug;
}

/** Types `query` into the search page's field (hydrating it) and waits for the answer. */
async function searchFor(page: Page, query: string) {
  const field = page.getByLabel('Cari artikel');
  await field.focus();
  await hydrated(page, 'ArticleSearch');
  await field.fill(query);
  await expect(page).toHaveURL(`/blog/cari?${new URLSearchParams({ q: query })}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText(`"${query}"`);
}

test('search is fresh: a published article is found at once, an edit changes it, a withdrawal removes it', async ({
  page,
}) => {
  const token = uniqueSlug('x').slice(-8);
  const title = `Jadwal Lapor Diri ${token}`;
  const slug = await publish(
    title,
    `<p>Isi formulir lapor diri di kantor perwakilan ${token}.</p>`,
  );
  const status = page.getByRole('main').getByRole('status');
  await page.goto('/blog/cari');
  await searchFor(page, `formulir ${token}`);
  await expect(status).toHaveText(`1 artikel cocok dengan "formulir ${token}".`);
  const result = results(page);
  await expect(result.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}`);
  // The excerpt is text, with the words found marked.
  await expect(result.locator('mark').first()).toHaveText('formulir');

  const edited = await updateArticle(publisher(), slug, {
    title,
    content: `<p>Registrasi lapor diri di kantor perwakilan ${token}.</p>`,
  });
  expect(edited.ok).toBe(true);
  await searchFor(page, `registrasi ${token}`);
  await expect(status).toHaveText(`1 artikel cocok dengan "registrasi ${token}".`);
  // The word the edit took out no longer finds it (the token alone still does: every word
  // counts, not every word is required).
  await searchFor(page, `formulir ${token}`);
  await expect(status).toHaveText(`1 artikel cocok dengan "formulir ${token}".`);
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
  await expect(results(page).locator('mark', { hasText: 'formulir' })).toHaveCount(0);

  const withdrawn = await setArticleWithdrawn(publisher(), slug, true);
  expect(withdrawn.ok).toBe(true);
  // Other articles may say 'registrasi'; none is the withdrawn one, and its token finds nothing.
  await searchFor(page, `registrasi ${token}`);
  await expect(status).toContainText(`cocok dengan "registrasi ${token}".`);
  await expect(results(page).getByRole('link', { name: title })).toHaveCount(0);
  await searchFor(page, token);
  await expect(status).toHaveText(`Tidak ada artikel yang cocok dengan "${token}".`);
  await expect(results(page)).toHaveCount(0);
});

test('the words typed leave the page only to be searched: no request carries them as its referrer', async ({
  page,
}) => {
  // Each request's headers as sent, read before the test looks at them.
  const reading: Promise<{ url: string; referer: string | undefined }>[] = [];
  const record = (request: Request) => {
    const url = request.url();
    reading.push(request.allHeaders().then((headers) => ({ url, referer: headers.referer })));
  };
  page.on('request', record);
  await page.goto('/blog/cari');
  await searchFor(page, 'ambulans');
  await expect(page).toHaveURL('/blog/cari?q=ambulans');
  await results(page).getByRole('link', { name: ambulance.title }).click();
  await expect(page).toHaveURL(`/blog/${ambulance.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ambulance.title);
  page.off('request', record);
  const sent = await Promise.all(reading);

  const search = sent.filter((request) => request.url.includes('/rpc/search_articles'));
  expect(search.length).toBeGreaterThan(0);
  const opened = sent.find(
    (request) => new URL(request.url).pathname === `/blog/${ambulance.slug}`,
  );
  expect(opened, 'the result was opened').toBeDefined();
  // Only the search itself carries the words, in its query.
  expect(sent.filter((request) => request.referer?.includes('ambul'))).toEqual([]);
  expect([...search, opened].map((request) => request?.referer)).toEqual(
    [...search, opened].map(() => undefined),
  );
});

test('fewer than a page has every word: the articles with some of them follow, apart', async ({
  page,
}) => {
  const token = uniqueSlug('x').slice(-8);
  const whole = `Lapor Kedatangan ${token}`;
  const some = `Jadwal Kedatangan ${token}`;
  const wholeSlug = await publish(whole, `<p>Cara lapor diri setelah tiba ${token}.</p>`);
  const someSlug = await publish(some, `<p>Jadwal penerbangan ${token}.</p>`);
  await page.goto('/blog/cari');
  await searchFor(page, `lapor ${token}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `1 artikel cocok dengan "lapor ${token}".`,
  );
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: whole })).toHaveAttribute(
    'href',
    `/blog/${wholeSlug}`,
  );
  await expect(
    page.getByRole('heading', { name: 'Artikel lain yang memuat sebagian kata:' }),
  ).toBeVisible();
  const partial = page
    .getByRole('list', { name: 'Artikel lain yang memuat sebagian kata' })
    .getByRole('listitem');
  // Its title has the rarer word: first of those with some of the words.
  await expect(partial.first().getByRole('heading').getByRole('link')).toHaveText(some);
  await expect(partial.first().getByRole('link', { name: some })).toHaveAttribute(
    'href',
    `/blog/${someSlug}`,
  );
  await expectNoViolations(page);
});

test("any form of a word finds it: 'syarat' finds an article that only says 'persyaratan'", async ({
  page,
}) => {
  const token = uniqueSlug('x').slice(-8);
  const title = `Dokumen Keberangkatan ${token}`;
  await publish(title, `<p>Semua persyaratan keberangkatan ${token} harus lengkap.</p>`);
  await page.goto('/blog/cari');
  await searchFor(page, `syarat ${token}`);
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
  await expect(results(page).locator('mark').first()).toHaveText('persyaratan');
});

test('a slip inside a word finds what the word finds: "pasport" finds "Paspor"', async ({
  page,
}) => {
  const token = uniqueSlug('x').slice(-8);
  const title = `Cara Memperpanjang Paspor di Luar Negeri ${token}`;
  await publish(title, '<p>Datang ke kantor perwakilan membawa dokumen lama.</p>');
  await page.goto('/blog/cari');
  await searchFor(page, `pasport ${token}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `1 artikel cocok dengan "pasport ${token}".`,
  );
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mungkin maksud Anda:' })).toHaveCount(0);
});

test("nothing found, titles close to the query are offered under 'Mungkin maksud Anda:'", async ({
  page,
}) => {
  const token = uniqueSlug('x').slice(-8);
  const title = `Cara Mengurus Paspor ${token}`;
  await publish(title, '<p>Datang ke kantor perwakilan membawa dokumen lama.</p>');
  await page.goto('/blog/cari');
  // Three letters close to the start of the token: no word of any article, too short a slip.
  const near = `${token.slice(0, 2)}${token[2] === 'a' ? 'e' : 'a'}`;
  await searchFor(page, near);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Tidak ada artikel yang cocok dengan "${near}".`,
  );
  await expect(page.getByRole('heading', { name: 'Mungkin maksud Anda:' })).toBeVisible();
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
});
