import type { Locator, Page } from '@playwright/test';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { setArticleWithdrawn } from '../../src/lib/articles';
import { publisher } from './support/backend';
import {
  freshArticle,
  holdIslandScripts,
  key,
  openEditor,
  rememberKey,
  requestsOf,
  stored,
  untilServed,
} from './support/admin';
import { afterSave, expect, hydrated, test } from './support/fixtures';

const wrongKey = 'kunci-yang-salah-sekali-123';

async function openManage(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kelola Artikel');
  await hydrated(page, 'AdminArticles');
}

/** The articles API's requests (the admin pages talk to nothing else). */
const articlesApi = (url: URL) => url.pathname.endsWith('/rest/v1/articles');

/** Narrows the list to titles containing `text`, waiting for the answer. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Cari judul').fill(text);
  await expect(page.getByRole('status').filter({ hasText: `"${text}"` })).toBeVisible();
}

/** The articles the list shows, one item each. */
const listed = (page: Page) =>
  page.getByRole('list', { name: 'Daftar artikel' }).getByRole('listitem');
const itemOf = (page: Page, title: string) => listed(page).filter({ hasText: title });
const actionOf = (item: Locator) => item.getByRole('button', { name: /^(Tarik|Terbitkan Lagi)/ });
/** Who last changed an article, as its row says it (with the key only). */
const lastWriter = (item: Locator) => item.getByText(/^Terakhir diubah oleh/);

test('without the key the list shows published articles only; with it, withdrawn ones too', async ({
  page,
}) => {
  const published = await freshArticle('kelola-terbit');
  const withdrawn = await freshArticle('kelola-ditarik', { withdrawn: true });
  await openManage(page);
  await expect(page.getByRole('link', { name: 'Buat Artikel Baru' })).toHaveAttribute(
    'href',
    '/admin/create-article',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText('Tanpa kunci, hanya artikel yang terbit')).toBeVisible();

  await search(page, withdrawn.title);
  await expect(listed(page)).toHaveCount(0);
  await search(page, published.title);
  const publishedItem = itemOf(page, published.title);
  await expect(
    publishedItem.getByRole('link', { name: published.title, exact: true }),
  ).toHaveAttribute('href', `/blog/${published.slug}`);
  await expect(publishedItem.getByText('Terbit', { exact: true })).toBeVisible();
  await expect(publishedItem.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
    'href',
    `/admin/edit-article?slug=${published.slug}`,
  );
  // Whose it is is not said without the key (the database tells it to no one else).
  await expect(lastWriter(publishedItem)).toHaveCount(0);

  // Acting without the key asks for it.
  await actionOf(publishedItem).click();
  await expect(page.getByRole('alert')).toContainText('Kunci Publikasi Diperlukan');
  await expect(page.getByLabel('Kunci Publikasi')).toBeFocused();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Kunci Publikasi').fill(key());
  await search(page, withdrawn.title);
  const withdrawnItem = itemOf(page, withdrawn.title);
  await expect(withdrawnItem.getByText('Ditarik', { exact: true })).toBeVisible();
  await expect(withdrawnItem.getByRole('link', { name: withdrawn.title, exact: true })).toHaveCount(
    0,
  );
  await expect(actionOf(withdrawnItem)).toHaveText(/^Terbitkan Lagi/);
  await expect(page.getByText('Tanpa kunci, hanya artikel yang terbit')).toHaveCount(0);
  // Both were published (and one withdrawn) through the API with the run's key, the owner's.
  await expect(withdrawnItem).toContainText('Terakhir diubah oleh Pemilik');
  await search(page, published.title);
  await expect(publishedItem).toContainText('Terakhir diubah oleh Pemilik');
  // The seed was written without a key: nobody is named.
  await search(page, seededArticle.title);
  await expect(itemOf(page, seededArticle.title)).toBeVisible();
  await expect(lastWriter(itemOf(page, seededArticle.title))).toHaveCount(0);
});

test('the list is searched by title on the server and paged by twenty', async ({ page }) => {
  const token = uniqueSlug('cari').slice(-8);
  const titles = Array.from({ length: 21 }, (_, n) => `Panduan Cari ${token} Nomor ${n + 1}`);
  // One statement: one rebuild for all of them.
  const { error } = await publisher()
    .from('articles')
    .insert(
      titles.map((title, n) => ({ title, slug: `cari-${token}-${n + 1}`, content: '<p>x</p>' })),
    );
  expect(error).toBeNull();

  await rememberKey(page);
  const requests = requestsOf(page);
  await openManage(page);
  await search(page, `cari ${token.toUpperCase()}`);
  const status = page.getByRole('status').filter({ hasText: 'artikel' });
  await expect(status).toHaveText(
    `21 artikel cocok dengan "cari ${token.toUpperCase()}" · halaman 1 dari 2`,
  );
  const items = listed(page);
  await expect(items).toHaveCount(20);
  // Who last changed each is read for the whole page at once, not row by row.
  await expect(items.getByText('Terakhir diubah oleh Pemilik')).toHaveCount(20);
  const writerReads = requests
    .map(({ url }) => new URL(url))
    .filter((url) => url.pathname.endsWith('/rest/v1/article_writers'));
  expect(writerReads.length).toBeLessThanOrEqual(2); // the whole list, then the search
  expect(
    writerReads.map((url) => url.searchParams.get('article_id')?.match(/^in\.\((.*)\)$/)?.[1]),
  ).toContainEqual(expect.stringMatching(/^\d+(,\d+){19}$/));
  const paging = page.getByRole('navigation', { name: 'Halaman daftar artikel' });
  await expect(paging.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
  await paging.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(status).toContainText('halaman 2 dari 2');
  await expect(items).toHaveCount(1);
  await expect(paging.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();

  await page.getByLabel('Cari judul').fill(`${token} Nomor 17`);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(titles[16]!);
  await page.getByLabel('Cari judul').fill(`tidak ada ${token}`);
  await expect(page.getByRole('status').filter({ hasText: 'Tidak ada artikel' })).toHaveText(
    `Tidak ada artikel dengan judul yang memuat "tidak ada ${token}".`,
  );
  await expect(items).toHaveCount(0);
});

test('editing from /admin shows the new text at once, and to visitors after the rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000); // it waits for two rebuilds of the site
  const article = await freshArticle('kelola-edit');
  // The article's static page, built before the edit.
  await untilServed(
    page,
    article.slug,
    (status, html) => status === 200 && html.includes('Isi lama'),
  );
  await rememberKey(page);
  const requests = requestsOf(page);
  await openManage(page);
  await search(page, article.title);
  await itemOf(page, article.title).getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(`/admin/edit-article?slug=${article.slug}`);
  await hydrated(page, 'AdminEditor');
  const form = page.locator('form').filter({ has: page.getByLabel('Judul') });
  await expect(form.getByLabel('Judul')).toHaveValue(article.title);
  await expect(form.getByLabel('Slug')).toHaveValue(article.slug);
  await expect(form.getByLabel('Slug')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Kategori')).toHaveValue('Uji');
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(key());
  // 'Penulis' of a stored article is its own: the key's name is not asked for here.
  await expect(form.getByLabel('Penulis')).toHaveValue('Tim Uji');
  expect(requests.filter(({ url }) => url.includes('publish_key_whoami'))).toEqual([]);
  await expect(page.getByTestId('article-preview')).toContainText(article.content.slice(3, -4));
  await expect(page.getByRole('link', { name: '← Kembali ke Kelola Artikel' })).toHaveAttribute(
    'href',
    '/admin',
  );

  const title = `${article.title} (Diperbarui)`;
  const content = '<h2>Biaya Resmi</h2><p>Biaya yang benar: Rp 1.500.000.</p>';
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Konten (HTML)').fill(content);
  await expect(page.getByRole('heading', { name: 'Biaya Resmi' })).toBeVisible();

  // The save is held back a moment, to see the button while it waits.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(articlesApi, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  const save = form.getByRole('button', { name: 'Simpan Perubahan' });
  await save.click();
  const saving = form.getByRole('button', { name: 'Menyimpan...' });
  await expect(saving).toBeDisabled();
  release();

  await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`), afterSave);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Artikel Berhasil Diperbarui!');
  await expect(toast).toContainText(`Perubahan pada "${title}" telah disimpan.`);

  const saved = await stored(article.slug);
  expect(saved).toMatchObject({
    title,
    content,
    slug: article.slug,
    published_at: article.published_at,
    withdrawn_at: null,
  });
  expect(saved.updated_at).not.toBeNull();

  // This browser shows the saved version at once, over the page built before the edit.
  const edited = page.locator('astro-island[client="edited"]');
  await expect(edited).not.toHaveAttribute('ssr', /.*/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Biaya Resmi' })).toBeVisible();
  await expect(page.locator('article header')).toContainText('Diperbarui');
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')}`));

  // A visitor gets the new version once the rebuild lands, with no JavaScript for it.
  await untilServed(
    page,
    article.slug,
    (status, html) => status === 200 && html.includes('Biaya Resmi'),
  );
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`/blog/${article.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.locator('article header')).toContainText('Diperbarui');
    await expect(visitor.locator('astro-island[client="edited"]')).toHaveAttribute('ssr', '');
  } finally {
    await visitor.close();
  }
});

test('an edit with a wrong key or without a title is refused, keeping everything typed', async ({
  page,
}) => {
  const article = await freshArticle('kelola-kunci-salah');
  const form = await openEditor(page, article.slug);
  await form.getByLabel('Judul').fill('');
  await form.getByLabel('Konten (HTML)').fill('<p>Isi yang belum tersimpan.</p>');
  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByRole('alert')).toContainText('Data Tidak Lengkap');
  await expect(page.getByRole('alert')).toContainText('Judul dan konten artikel wajib diisi.');
  await expect(form.getByLabel('Judul')).toBeFocused();

  await form.getByLabel('Judul').fill('Judul yang belum tersimpan');
  await form.getByLabel('Kunci Publikasi').fill(wrongKey);
  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByRole('alert')).toContainText('Kunci Publikasi Salah');
  await expect(page.getByRole('alert')).toContainText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  );
  await expect(form.getByLabel('Kunci Publikasi')).toBeFocused();
  await expect(form.getByLabel('Judul')).toHaveValue('Judul yang belum tersimpan');
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue('<p>Isi yang belum tersimpan.</p>');
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(wrongKey);
  await expect(page).toHaveURL(/\/admin\/edit-article\?slug=/);
  expect(await stored(article.slug)).toEqual(article);
});

test('withdraw asks in a dialog (keyboard: Escape cancels), and restore brings it back', async ({
  page,
}) => {
  const article = await freshArticle('kelola-tarik');
  await rememberKey(page);
  await openManage(page);
  await search(page, article.title);
  const articleItem = itemOf(page, article.title);
  const action = actionOf(articleItem);
  const dialog = page.getByRole('dialog');

  await action.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText(article.title);
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(action).toBeFocused();
  await expect(articleItem.getByText('Terbit', { exact: true })).toBeVisible();
  expect((await stored(article.slug)).withdrawn_at).toBeNull();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Tarik Artikel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Artikel Ditarik');
  await expect(toast).toContainText(`"${article.title}" tidak lagi tampil di situs.`);
  await expect(articleItem.getByText('Ditarik', { exact: true })).toBeVisible();
  await expect(articleItem.getByRole('link', { name: article.title, exact: true })).toHaveCount(0);
  await expect(action).toHaveText(/^Terbitkan Lagi/);
  await expect(action).toBeFocused();
  const withdrawn = await stored(article.slug);
  expect(withdrawn.withdrawn_at).not.toBeNull();
  expect(withdrawn.published_at).toBe(article.published_at);

  await action.click();
  await expect(toast).toContainText('Artikel Diterbitkan Lagi');
  await expect(articleItem.getByText('Terbit', { exact: true })).toBeVisible();
  await expect(articleItem.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
    'href',
    `/blog/${article.slug}`,
  );
  const restored = await stored(article.slug);
  expect(restored.withdrawn_at).toBeNull();
  expect(restored.published_at).toBe(article.published_at);
});

test('a withdrawn article leaves the site with the rebuild, and comes back restored', async ({
  page,
}) => {
  test.setTimeout(480_000); // it waits for three rebuilds of the site
  const article = await freshArticle('kelola-tarik-situs');
  await untilServed(page, article.slug, (status) => status === 200);
  const withdrawn = await setArticleWithdrawn(publisher(), article.slug, true);
  expect(withdrawn.ok).toBe(true);

  await untilServed(page, article.slug, (status) => status === 404);
  await page.goto(`/blog/${article.slug}`);
  await expect(page).toHaveURL(/\/blog$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.getByText(article.title)).toHaveCount(0);
  expect(await (await page.request.get('/rss.xml')).text()).not.toContain(article.slug);
  expect(await (await page.request.get('/sitemap-0.xml')).text()).not.toContain(article.slug);

  const restored = await setArticleWithdrawn(publisher(), article.slug, false);
  expect(restored.ok).toBe(true);
  await untilServed(page, article.slug, (status) => status === 200);
  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.locator('article header time').first()).toHaveAttribute(
    'datetime',
    new Date(article.published_at).toISOString(),
  );
  await expect(page.locator('article header')).not.toContainText('Diperbarui');
});

test('a wrong key on withdraw changes nothing and keeps the key', async ({ page }) => {
  const article = await freshArticle('kelola-tarik-salah');
  await openManage(page);
  await page.getByLabel('Kunci Publikasi').fill(wrongKey);
  await search(page, article.title);
  const articleItem = itemOf(page, article.title);
  await actionOf(articleItem).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tarik Artikel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('Kunci Publikasi Salah');
  await expect(page.getByRole('alert')).toContainText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  );
  await expect(page.getByLabel('Kunci Publikasi')).toBeFocused();
  await expect(page.getByLabel('Kunci Publikasi')).toHaveValue(wrongKey);
  await expect(articleItem.getByText('Terbit', { exact: true })).toBeVisible();
  expect(await stored(article.slug)).toEqual(article);
});

test('the edit page of an unknown or missing slug says so and leads back to /admin', async ({
  page,
}) => {
  for (const address of ['/admin/edit-article?slug=tidak-pernah-ada-xyz', '/admin/edit-article']) {
    await page.goto(address);
    await hydrated(page, 'AdminEditor');
    await expect(page.getByText('Artikel tidak ditemukan.')).toBeVisible();
    const back = page.getByRole('main').getByRole('link', { name: 'Kelola Artikel', exact: true });
    await expect(back).toHaveAttribute('href', '/admin');
    await expect(page.getByLabel('Judul')).toHaveCount(0);
  }
});

test('the edit page offers to try again when the article cannot be loaded', async ({ page }) => {
  const article = await freshArticle('kelola-gagal-muat');
  await page.route(articlesApi, (route) => route.abort('internetdisconnected'));
  await page.goto(`/admin/edit-article?slug=${article.slug}`);
  // supabase-js retries a failed read a few times before it gives up.
  await expect(page.getByText('Artikel belum dapat dimuat.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText('Gagal Memuat Artikel');
  await page.unroute(articlesApi);
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByLabel('Judul')).toHaveValue(article.title);
});

test('the create page leads back to /admin', async ({ page }) => {
  await page.goto('/admin/create-article');
  await expect(page.getByRole('link', { name: '← Kembali ke Kelola Artikel' })).toHaveAttribute(
    'href',
    '/admin',
  );
});

test.describe('before the list wakes (a slow phone, 390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('words typed in Cari judul are searched once it wakes', async ({ page }) => {
    const article = await freshArticle('cari-dini');
    const token = article.slug.slice(-8);
    const scripts = await holdIslandScripts(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await page.getByLabel('Cari judul').fill(token);
    scripts.release();
    await hydrated(page, 'AdminArticles');
    await expect(page.getByLabel('Cari judul')).toHaveValue(token);
    await expect(page.getByRole('status').filter({ hasText: 'artikel' })).toHaveText(
      `1 artikel cocok dengan "${token}" · halaman 1 dari 1`,
    );
    await expect(listed(page)).toHaveCount(1);
    await expect(listed(page)).toContainText(article.title);
  });

  test('Enter sends nothing anywhere: neither the key nor the search reaches an address', async ({
    page,
  }) => {
    const requests = requestsOf(page);
    const words = 'kata-yang-dicari-dini';
    const scripts = await holdIslandScripts(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await page.getByLabel('Kunci Publikasi').fill(key());
    await page.getByLabel('Kunci Publikasi').press('Enter');
    await page.getByLabel('Cari judul').fill(words);
    await page.getByLabel('Cari judul').press('Enter');
    scripts.release();
    await hydrated(page, 'AdminArticles');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Kunci Publikasi')).toHaveValue(key());
    await expect(page.getByLabel('Cari judul')).toHaveValue(words);
    await expect(page.getByRole('status').filter({ hasText: 'artikel' })).toHaveText(
      `Tidak ada artikel dengan judul yang memuat "${words}".`,
    );
    expect(requests.filter(({ url }) => url.includes(key()))).toEqual([]);
    expect(requests.filter(({ url, navigation }) => navigation && url.includes('?'))).toEqual([]);
  });
});
