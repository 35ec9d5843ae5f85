import type { Page } from '@playwright/test';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { publisher } from './support/backend';
import { afterSave, expect, hydrated, test } from './support/fixtures';

const key = () => process.env.E2E_PUBLISH_KEY ?? '';

async function openEditor(page: Page) {
  await page.goto('/admin/create-article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buat Artikel Baru');
  await hydrated(page, 'AdminEditor');
  return page.locator('form').filter({ has: page.getByLabel('Judul') });
}

test('missing title, slug or content is refused with the exact toast', async ({ page }) => {
  const form = await openEditor(page);
  await form.getByLabel('Penulis').fill('Admin');
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page.getByRole('alert')).toContainText('Data Tidak Lengkap');
  await expect(page.getByRole('alert')).toContainText(
    'Judul, slug, dan konten artikel wajib diisi.',
  );
  await expect(form.getByLabel('Judul')).toBeFocused();
  await expect(form.getByLabel('Penulis')).toHaveValue('Admin');
});

test('the slug follows the title until edited by hand', async ({ page }) => {
  const form = await openEditor(page);
  await form.getByLabel('Judul').fill('Tips Aman: Berangkat ke Taiwan!');
  await expect(form.getByLabel('Slug')).toHaveValue('tips-aman-berangkat-ke-taiwan');
  await form.getByLabel('Slug').fill('tips-taiwan');
  await form.getByLabel('Judul').fill('Judul Lain');
  await expect(form.getByLabel('Slug')).toHaveValue('tips-taiwan');
});

test('the publish key is remembered in this tab only, the rest of the form is not', async ({
  page,
  context,
}) => {
  let form = await openEditor(page);
  await form.getByLabel('Kunci Publikasi').fill(key());
  await form.getByLabel('Judul').fill('Tidak disimpan');
  await page.reload();
  form = await openEditor(page);
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(key());
  await expect(form.getByLabel('Judul')).toHaveValue('');

  const otherTab = await context.newPage();
  const otherForm = await openEditor(otherTab);
  await expect(otherForm.getByLabel('Kunci Publikasi')).toHaveValue('');
});

test('a wrong key and a duplicate slug are refused, keeping everything typed', async ({ page }) => {
  const form = await openEditor(page);
  await form.getByLabel('Judul').fill('Artikel Uji Kunci');
  await form.getByLabel('Konten (HTML)').fill('<p>Isi uji.</p>');
  await form.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page.getByRole('alert')).toContainText('Kunci Publikasi Salah');
  await expect(form.getByLabel('Judul')).toHaveValue('Artikel Uji Kunci');
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue('<p>Isi uji.</p>');

  await form.getByLabel('Kunci Publikasi').fill(key());
  await form.getByLabel('Slug').fill(seededArticle.slug);
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal Membuat Artikel');
  await expect(page.getByRole('alert')).toContainText(
    'Slug artikel sudah ada. Harap gunakan slug yang unik.',
  );
  await expect(form.getByLabel('Judul')).toHaveValue('Artikel Uji Kunci');
});

test('a publish whose answer is lost says it can be sent again, and sending it again publishes once', async ({
  page,
}) => {
  const slug = uniqueSlug('kirim-lagi');
  const title = `Artikel Kirim Lagi ${slug.slice(-8)}`;
  const content = '<p>Isi yang tidak boleh hilang.</p>';
  const form = await openEditor(page);
  // The key's name ('Penulis') comes back only after the article was sent: what was sent stays.
  let nameBack = () => {};
  const named = new Promise<void>((resolve) => (nameBack = resolve));
  const whoami = (url: URL) => url.pathname.endsWith('/rpc/publish_key_whoami');
  await page.route(whoami, async (route) => {
    await named;
    await route.continue();
  });
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Konten (HTML)').fill(content);
  const asked = page.waitForRequest((request) => whoami(new URL(request.url())));
  await form.getByLabel('Kunci Publikasi').fill(key());
  await asked;

  // The insert reaches the database and is kept; its answer never reaches the phone.
  const articlesApi = (url: URL) => url.pathname.endsWith('/rest/v1/articles');
  await page.route(articlesApi, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Gagal Membuat Artikel');
  await expect(alert).toContainText('Terjadi kesalahan saat menyimpan artikel.');
  await expect(form.getByRole('status')).toHaveText(
    'Artikel belum tersimpan, tetapi semua isian masih ada di sini. Periksa koneksi Anda, lalu kirim lagi.',
  );
  // What the form keeps while the owner types is not offered back to it as a lost draft.
  await expect(page.getByText('Ada draf yang belum disimpan', { exact: false })).toHaveCount(0);
  await expect(form.getByLabel('Judul')).toHaveValue(title);
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(content);
  await page.unroute(articlesApi);
  const answered = page.waitForResponse((response) => whoami(new URL(response.url())));
  nameBack();
  expect((await answered).ok()).toBe(true);
  await expect(form.getByLabel('Penulis')).toHaveValue('');

  // Not 'Slug artikel sudah ada': the article at that slug is the one sent.
  await alert.getByRole('button', { name: 'Kirim Lagi' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`), afterSave);
  await expect(page.getByTestId('toast')).toContainText('Artikel Berhasil Dibuat!');
  const { count } = await publisher()
    .from('articles')
    .select('slug', { count: 'exact', head: true })
    .eq('slug', slug);
  expect(count).toBe(1);
});

test('publishing shows the article at once, then as a static page listed on /blog', async ({
  page,
}) => {
  test.slow(); // it waits for a rebuild, which may queue behind other tests' rebuilds
  const slug = uniqueSlug('kabar-baru');
  const title = `Kabar Baru untuk PMI ${slug.slice(-8)}`;
  const form = await openEditor(page);
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Kategori').fill('Berita');
  await form.getByLabel('Penulis').fill('Tim Redaksi');
  await form.getByLabel('Ringkasan').fill('Ringkasan singkat artikel uji.');
  await form.getByLabel('Konten (HTML)').fill('<h2>Pokok Berita</h2><p>Isi artikel baru.</p>');
  await expect(page.getByRole('heading', { name: 'Pokok Berita' })).toBeVisible();
  await form.getByLabel('Kunci Publikasi').fill(key());

  const fallbackResponse = page.waitForResponse((r) => r.url().endsWith(`/blog/${slug}`));
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`), afterSave);
  expect([200, 404]).toContain((await fallbackResponse).status());
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Artikel Berhasil Dibuat!');
  await expect(toast).toContainText(`Artikel "${title}" telah ditambahkan.`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Oleh: Tim Redaksi')).toBeVisible();

  await expect(async () => {
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  }).toPass({ timeout: 150_000 });
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/blog/${slug}`,
  );
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Penulis' starts with the key's name once the key is typed, and keeps what the owner typed", async ({
    page,
    context,
  }) => {
    let form = await openEditor(page);
    const whoami = (tab: Page) =>
      tab.waitForResponse((response) => response.url().endsWith('/rpc/publish_key_whoami'));
    await expect(form.getByLabel('Penulis')).toHaveValue('');

    // The run's key is the owner's, named 'Pemilik'.
    await form.getByLabel('Kunci Publikasi').fill(key());
    await expect(form.getByLabel('Penulis')).toHaveValue('Pemilik');

    // With the key remembered, a new article starts with the name; and the name alone is
    // nothing the owner typed: no draft of it is kept, nor offered.
    await page.reload();
    form = await openEditor(page);
    await expect(form.getByLabel('Penulis')).toHaveValue('Pemilik');
    await expect(page.getByRole('region', { name: 'Draf yang belum disimpan' })).toHaveCount(0);

    // What the owner writes there stays, whatever key is typed after.
    await form.getByLabel('Penulis').fill('Tim Redaksi');
    let asked = whoami(page);
    await form.getByLabel('Kunci Publikasi').fill(`${key()} `);
    expect((await asked).ok()).toBe(true);
    await form.getByLabel('Judul').fill('Artikel Tim Redaksi');
    await expect(page.getByTestId('article-preview')).toContainText('Oleh: Tim Redaksi');
    await expect(form.getByLabel('Penulis')).toHaveValue('Tim Redaksi');

    // A wrong key (another tab: nothing remembered) names nobody, and says nothing before it
    // is used to publish; the right one then does, and the preview says it as readers will.
    const tab = await context.newPage();
    const other = await openEditor(tab);
    await other.getByLabel('Judul').fill('Artikel Penulis Otomatis');
    asked = whoami(tab);
    await other.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
    expect((await asked).status()).toBe(401);
    await other.getByLabel('Ringkasan').fill('Ringkasan artikel.');
    await expect(tab.getByTestId('article-preview')).toContainText('Ringkasan artikel.');
    await expect(other.getByLabel('Penulis')).toHaveValue('');
    await expect(tab.getByTestId('article-preview')).not.toContainText('Oleh:');
    await expect(tab.getByTestId('toast')).toHaveCount(0);
    await other.getByLabel('Kunci Publikasi').fill(key());
    await expect(other.getByLabel('Penulis')).toHaveValue('Pemilik');
    await expect(tab.getByTestId('article-preview')).toContainText('Oleh: Pemilik');
  });
});
