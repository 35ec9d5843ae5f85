import type { Locator, Page } from '@playwright/test';
import { publisher } from './support/backend';
import { expectNoViolations } from './support/axe';
import { freshArticle, key, rememberKey, requestsOf, untilServed } from './support/admin';
import { expect, hydrated, leadForm, newTabFrom, test } from './support/fixtures';
import { menuButton } from './support/menu';
import { backendInfo } from './support/sites';

test.use({ viewport: { width: 390, height: 844 } });

const statsCall = (url: URL) => url.pathname.endsWith('/rest/v1/rpc/page_stats');

/** Today in Asia/Jakarta (UTC+7, no daylight saving), and `n` days before it. */
const jakartaDay = (daysBefore = 0) =>
  new Date(Date.now() + 7 * 3_600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);

/** A day as the page names it in its table of days: '27 Nov'. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Counts one visit or chat as a visitor's browser does: the anonymous RPC, no key. */
async function count(path: string, kind: 'visit' | 'chat', source: string, day?: string) {
  const { url, anonKey } = backendInfo('seeded');
  const response = await fetch(`${url}/rest/v1/rpc/count_page`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ path, kind, source, ...(day ? { day } : {}) }),
  });
  expect(response.status).toBe(204);
}

async function countTimes(times: number, ...args: Parameters<typeof count>) {
  for (let n = 0; n < times; n++) await count(...args);
}

/**
 * What the database holds for the last `days` days, summed here, independently of the page:
 * other tests count on the same backend meanwhile, so the page is compared with this.
 */
async function stored(days: number) {
  const { data, error } = await publisher().rpc('page_stats', {
    from_day: jakartaDay(days - 1),
    to_day: jakartaDay(),
  });
  expect(error).toBeNull();
  type Row = { day: string; path: string; kind: string; source: string; count: number };
  const amount = (kind: string, where: (row: Row) => boolean = () => true) =>
    (data ?? [])
      .filter((row) => row.kind === kind && where(row))
      .reduce((n, row) => n + row.count, 0);
  /** As the page writes it: '1.234'. */
  const sum = (kind: string, where?: (row: Row) => boolean) =>
    amount(kind, where).toLocaleString('id-ID');
  return { sum, amount };
}

async function openStatistics(page: Page) {
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistik Pembaca');
  await hydrated(page, 'ReaderStatistics');
}

const table = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption, exact: true });
const headers = (of: Locator) => of.getByRole('columnheader');
const bodyRows = (of: Locator) => of.locator('tbody tr');
/** The total shown under `label` ('Kunjungan', 'Chat WhatsApp'): its number and its change. */
const total = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const periodButton = (page: Page, days: number) =>
  page
    .getByRole('group', { name: 'Periode' })
    .getByRole('button', { name: `${days} hari`, exact: true });

test("'Kelola Artikel' leads to 'Statistik Pembaca', which shows nothing without the key", async ({
  page,
}) => {
  const requests = requestsOf(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Statistik Pembaca' }).click();
  await expect(page).toHaveURL('/admin/statistik');
  await hydrated(page, 'ReaderStatistics');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page.getByText('Masukkan kunci publikasi untuk melihat statistik pembaca.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Periode' })).toHaveCount(0);
  await expect(page.getByText('Kunjungan', { exact: true })).toHaveCount(0);
  expect(requests.filter((request) => statsCall(new URL(request.url)))).toEqual([]);

  // A wrong key: the database refuses, the page says so and marks the field.
  await page.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  );
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Kunjungan', { exact: true })).toHaveCount(0);

  await page.getByLabel('Kunci Publikasi').fill(key());
  await expect(total(page, 'Kunjungan').first()).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Kunci Publikasi')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
});

test('with counts, it shows the totals, each day, and the three tables, on a 390 px phone', async ({
  page,
}) => {
  const article = await freshArticle('statistik');
  const articlePath = `/blog/${article.slug}`;
  const twoDaysAgo = jakartaDay(2);
  await countTimes(4, articlePath, 'visit', 'google');
  await countTimes(2, articlePath, 'visit', 'whatsapp', twoDaysAgo);
  await count(articlePath, 'chat', 'langsung');
  await countTimes(2, '/konsultasi-migran', 'chat', 'langsung');
  // A title with a long unbroken run (an address pasted into it) must not widen the tables.
  const pasted = await freshArticle('statistik-panjang');
  const longTitle = `Daftar https://www.bp2mi.go.id/layanan/pengaduan-pekerja-migran-${pasted.slug}`;
  const renamed = await publisher()
    .from('articles')
    .update({ title: longTitle })
    .eq('slug', pasted.slug);
  expect(renamed.error).toBeNull();
  await count(`/blog/${pasted.slug}`, 'visit', 'langsung');
  await count(`/blog/${pasted.slug}`, 'chat', 'langsung');

  await rememberKey(page);
  await openStatistics(page);
  await expect(periodButton(page, 30)).toHaveAttribute('aria-pressed', 'true');
  await expect(periodButton(page, 7)).toHaveAttribute('aria-pressed', 'false');
  await expect(periodButton(page, 90)).toHaveAttribute('aria-pressed', 'false');

  const popular = table(page, 'Artikel Terpopuler');
  await expect(headers(popular)).toHaveText(['Artikel', 'Kunjungan', 'Chat WhatsApp']);
  const articleRow = bodyRows(popular).filter({ hasText: article.title });
  await expect(articleRow.getByRole('cell')).toHaveText([article.title, '6', '1']);
  await expect(articleRow.getByRole('link', { name: article.title })).toHaveAttribute(
    'href',
    articlePath,
  );

  const chatPages = table(page, 'Halaman yang Mendatangkan Chat');
  await expect(headers(chatPages)).toHaveText(['Halaman', 'Chat WhatsApp']);
  await expect(bodyRows(chatPages).filter({ hasText: article.title }).getByRole('cell')).toHaveText(
    [article.title, '1'],
  );
  await expect(
    bodyRows(chatPages).filter({ hasText: 'Konsultasi Migran' }).getByRole('link'),
  ).toHaveAttribute('href', '/konsultasi-migran');

  const sources = table(page, 'Sumber Pengunjung');
  await expect(headers(sources)).toHaveText(['Sumber', 'Kunjungan']);
  await expect(bodyRows(sources)).toHaveCount(5);
  for (const name of ['WhatsApp', 'Facebook', 'Google', 'Lainnya', 'Langsung']) {
    await expect(bodyRows(sources).filter({ hasText: name })).toHaveCount(1);
  }

  // The backend starts empty each run: nothing was counted in the 30 days before.
  await expect(total(page, 'Kunjungan').last()).toHaveText('Naik dari 0 pada 30 hari sebelumnya');
  await expect(total(page, 'Chat WhatsApp').last()).toHaveText(
    'Naik dari 0 pada 30 hari sebelumnya',
  );

  const days = table(page, 'Kunjungan dan chat WhatsApp per hari');
  await expect(headers(days)).toHaveText(['Tanggal', 'Kunjungan', 'Chat WhatsApp']);
  await expect(bodyRows(days)).toHaveCount(30);
  await expect(bodyRows(days).first().getByRole('rowheader')).toHaveText(dayName(jakartaDay(29)));
  await expect(bodyRows(days).last().getByRole('rowheader')).toHaveText(dayName(jakartaDay()));

  // Totals, days and sources are the database's, whatever other tests count meanwhile.
  await expect(async () => {
    await page.reload();
    await expect(table(page, 'Sumber Pengunjung')).toBeVisible();
    const db = await stored(30);
    await expect(total(page, 'Kunjungan').first()).toHaveText(db.sum('visit'));
    await expect(total(page, 'Chat WhatsApp').first()).toHaveText(db.sum('chat'));
    for (const day of [jakartaDay(), twoDaysAgo]) {
      await expect(
        bodyRows(days)
          .filter({ hasText: dayName(day) })
          .getByRole('cell'),
      ).toHaveText([
        db.sum('visit', (row) => row.day === day),
        db.sum('chat', (row) => row.day === day),
      ]);
    }
    await expect(bodyRows(sources).filter({ hasText: 'Google' }).getByRole('cell')).toHaveText([
      'Google',
      db.sum('visit', (row) => row.source === 'google'),
    ]);
  }).toPass({ timeout: 30_000 });

  // The chart: bars drawn, within the phone's width, nothing scrolls sideways.
  const chart = page.getByRole('region', { name: 'Kunjungan dan Chat per Hari' });
  await expect(chart.locator('svg').first().locator('rect').first()).toBeVisible();
  const box = await chart.locator('svg').first().boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
});

test('the period buttons work with the keyboard', async ({ page }) => {
  await count('/', 'visit', 'langsung');
  await rememberKey(page);
  await openStatistics(page);
  const days = table(page, 'Kunjungan dan chat WhatsApp per hari');
  await expect(bodyRows(days)).toHaveCount(30);

  await page.getByLabel('Kunci Publikasi').focus();
  await page.keyboard.press('Tab');
  await expect(periodButton(page, 7)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(periodButton(page, 7)).toHaveAttribute('aria-pressed', 'true');
  await expect(periodButton(page, 30)).toHaveAttribute('aria-pressed', 'false');
  await expect(bodyRows(days)).toHaveCount(7);
  await expect(page.getByRole('status').filter({ hasText: 'Menampilkan' })).toHaveText(
    `Menampilkan 7 hari terakhir: ${dayName(jakartaDay(6))} – ${dayName(jakartaDay())}.`,
  );
  await expect(total(page, 'Kunjungan').last()).toHaveText('Naik dari 0 pada 7 hari sebelumnya');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(periodButton(page, 90)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(periodButton(page, 90)).toHaveAttribute('aria-pressed', 'true');
  await expect(periodButton(page, 7)).toHaveAttribute('aria-pressed', 'false');
  await expect(bodyRows(days)).toHaveCount(90);
});

test('when the statistics cannot be read, the page says so and tries again', async ({ page }) => {
  await rememberKey(page);
  await page.route(statsCall, (route) => route.abort('internetdisconnected'));
  await openStatistics(page);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(
    'Statistik belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unroute(statsCall);
  await alert.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(table(page, 'Sumber Pengunjung')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test("'Kelola Artikel' shows each article's last 30 days, with the key only", async ({ page }) => {
  const article = await freshArticle('statistik-kelola');
  const articlePath = `/blog/${article.slug}`;
  await countTimes(3, articlePath, 'visit', 'facebook');
  await count(articlePath, 'visit', 'google', jakartaDay(6));
  await countTimes(2, articlePath, 'chat', 'langsung');
  const quiet = await freshArticle('statistik-sepi');

  const requests = requestsOf(page);
  await page.goto('/admin');
  await hydrated(page, 'AdminArticles');
  const item = (title: string) =>
    page
      .getByRole('list', { name: 'Daftar artikel' })
      .getByRole('listitem')
      .filter({ hasText: title });
  await page.getByLabel('Cari judul').fill(article.title);
  await expect(item(article.title)).toBeVisible();
  await expect(item(article.title)).not.toContainText('kunjungan');

  await page.getByLabel('Kunci Publikasi').fill(key());
  // Its line in the row's details: '30 hari terakhir' and the counts.
  const line = (title: string) =>
    item(title).getByRole('definition').filter({ hasText: 'kunjungan' });
  await expect(line(article.title)).toHaveText('4 kunjungan · 2 chat');
  await expect(item(article.title).getByRole('term').filter({ hasText: '30 hari' })).toHaveText(
    '30 hari terakhir',
  );
  await page.getByLabel('Cari judul').fill(quiet.title);
  await expect(line(quiet.title)).toHaveText('0 kunjungan · 0 chat');
  // One call for the whole list, whatever is searched or paged.
  expect(requests.filter((request) => statsCall(new URL(request.url)))).toHaveLength(1);
});

test('when the counts cannot be read, Kelola Artikel works without them', async ({ page }) => {
  const article = await freshArticle('statistik-gagal');
  await count(`/blog/${article.slug}`, 'visit', 'google');
  await page.route(statsCall, (route) => route.abort('internetdisconnected'));
  await rememberKey(page);
  await page.goto('/admin');
  await hydrated(page, 'AdminArticles');
  await page.getByLabel('Cari judul').fill(article.title);
  const item = page.getByRole('listitem').filter({ hasText: article.title });
  await expect(item.getByText('Terbit', { exact: true })).toBeVisible();
  await expect(item).not.toContainText('kunjungan');
  await expect(item.getByRole('link', { name: /^Edit/ })).toBeVisible();
});

/** The visitor's count of `kind`, answered: counting runs after load, in idle time. */
const counted = (page: Page, kind: 'visit' | 'chat', path: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/rest/v1/rpc/count_page') &&
      response.request().postDataJSON()?.kind === kind &&
      response.request().postDataJSON()?.path === path,
  );

test.describe('what visitors do, counted by the site itself', () => {
  // The page's own count requests, not the service worker's relay of them (its body is a stream).
  test.use({ serviceWorkers: 'block' });

  test('a visit and a chat from a lead form and from Konsultasi Gratis appear in Statistik Pembaca', async ({
    page,
  }) => {
    test.slow(); // it waits for the new article's page to be built
    const article = await freshArticle('statistik-pengunjung');
    const articlePath = `/blog/${article.slug}`;
    await untilServed(page, article.slug, (status) => status === 200);
    const before = await stored(1);

    // An article read, then 'Konsultasi Gratis' from its header's menu.
    let visit = counted(page, 'visit', articlePath);
    await page.goto(articlePath);
    expect((await visit).status()).toBe(204);
    const fromMenu = counted(page, 'chat', articlePath);
    await menuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await newTabFrom(menu.getByRole('link', { name: 'Konsultasi Gratis' }));
    expect((await fromMenu).status()).toBe(204);

    // A lead form sent on /konsultasi-migran.
    visit = counted(page, 'visit', '/konsultasi-migran');
    await page.goto('/konsultasi-migran');
    expect((await visit).status()).toBe(204);
    const form = await leadForm(page, 'consultation');
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo');
    const fromForm = counted(page, 'chat', '/konsultasi-migran');
    await newTabFrom(form.getByRole('button', { name: /WhatsApp/ }));
    expect((await fromForm).status()).toBe(204);

    await rememberKey(page);
    await openStatistics(page);
    // The article: only this test reads it.
    await expect(
      bodyRows(table(page, 'Artikel Terpopuler'))
        .filter({ hasText: article.title })
        .getByRole('cell'),
    ).toHaveText([article.title, '1', '1']);
    await expect(
      bodyRows(table(page, 'Halaman yang Mendatangkan Chat'))
        .filter({ hasText: article.title })
        .getByRole('cell'),
    ).toHaveText([article.title, '1']);
    // The form's page: other tests send its form too, so the page is compared with the database,
    // which has this test's chat and visit.
    const after = await stored(1);
    const onFormPage = (row: { path: string }) => row.path === '/konsultasi-migran';
    expect(after.amount('chat', onFormPage)).toBeGreaterThan(before.amount('chat', onFormPage));
    expect(after.amount('visit', onFormPage)).toBeGreaterThan(before.amount('visit', onFormPage));
    await expect(async () => {
      await page.reload();
      const db = await stored(30);
      await expect(
        bodyRows(table(page, 'Halaman yang Mendatangkan Chat'))
          .filter({ hasText: 'Konsultasi Migran' })
          .getByRole('cell'),
      ).toHaveText([
        'Konsultasi Migran',
        db.sum('chat', (row) => row.path === '/konsultasi-migran'),
      ]);
      await expect(total(page, 'Kunjungan').first()).toHaveText(db.sum('visit'));
    }).toPass({ timeout: 30_000 });
  });
});

test('axe finds no WCAG 2.2 AA violation on /privasi at 390 px', async ({ page }) => {
  const response = await page.goto('/privasi');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privasi');
  await expectNoViolations(page);
});
