import type { Locator, Page } from '@playwright/test';
import { articlesClient, updateArticle } from '../../src/lib/articles';
import { freshArticle, openEditor, rememberKey, stored, untilServed } from './support/admin';
import { expectNoViolations } from './support/axe';
import { publisher } from './support/backend';
import { backendInfo } from './support/sites';
import { afterSave, expect, hydrated, test } from './support/fixtures';

/** Saves the edit form with a new title and content, and waits for the article's page. */
async function saveEdit(page: Page, slug: string, title: string, content: string) {
  const form = await openEditor(page, slug);
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Konten (HTML)').fill(content);
  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`), afterSave);
  await expect(page.getByTestId('toast')).toContainText('Artikel Berhasil Diperbarui!');
}

/** Opens 'Riwayat Perubahan' on the edit page and returns its entries once they are listed. */
async function openHistory(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Riwayat Perubahan' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const entries = page.getByRole('list', { name: 'Versi sebelumnya' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible({ timeout: 15_000 });
  return entries;
}

/** Nothing is wider than the phone's screen. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const when = /^\d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB$/;

test('an earlier version is seen, restored and saved: nothing the owner wrote is lost', async ({
  page,
  browser,
}) => {
  test.slow(); // two saves, then a rebuild that may queue behind other tests' rebuilds
  const article = await freshArticle('riwayat');
  const token = article.slug.slice(-8);
  const second = { title: `Judul Kedua ${token}`, content: `<p>Isi kedua ${token}.</p>` };
  const third = {
    title: `Judul Ketiga ${token}`,
    content: `<h2>Biaya Resmi</h2><p>Isi ketiga ${token}, biaya Rp 1.500.000.</p>`,
  };
  await rememberKey(page);
  await saveEdit(page, article.slug, second.title, second.content);
  await saveEdit(page, article.slug, third.title, third.content);

  // Both earlier versions, newest first: each with when it was replaced, its title, what changed.
  let form = await openEditor(page, article.slug);
  const entries = await openHistory(page);
  await expect(entries).toHaveCount(2);
  for (const [index, title] of [second.title, article.title].entries()) {
    const entry = entries.nth(index);
    await expect(entry.locator('time')).toHaveText(when);
    await expect(entry).toContainText(title);
    await expect(entry).toContainText('Diubah: Judul, Konten');
    // Each version was written with the run's key, the owner's: whose it was.
    await expect(entry.getByText('oleh Pemilik', { exact: true })).toBeVisible();
  }

  // 'Lihat' on the first version: what differs from now, and the version as readers saw it.
  const first = entries.nth(1);
  await first.getByRole('button', { name: 'Lihat' }).click();
  await expect(first.getByRole('button', { name: 'Tutup' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(first.getByRole('heading', { level: 3 })).toContainText('Versi sebelum perubahan');
  await expect(first.locator('del').filter({ hasText: `Isi lama ${token}.` })).toBeVisible();
  await expect(first.locator('ins').filter({ hasText: 'Biaya Resmi' })).toBeVisible();
  await expect(first.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
  await expect(first.getByRole('article')).toContainText(`Isi lama ${token}.`);
  await expectNoViolations(page);

  // 'Pulihkan Versi Ini' fills the form; nothing is saved until 'Simpan Perubahan'.
  await first.getByRole('button', { name: 'Pulihkan Versi Ini' }).last().click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Versi Dimuat');
  await expect(toast).toContainText(
    'Periksa isinya, lalu tekan Simpan Perubahan untuk memulihkannya.',
  );
  await expect(form.getByLabel('Judul')).toHaveValue(article.title);
  await expect(form.getByLabel('Judul')).toBeFocused();
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(article.content);
  await expect(form.getByLabel('Ringkasan')).toHaveValue(article.summary ?? '');
  await expect(page.getByTestId('article-preview')).toContainText(`Isi lama ${token}.`);
  expect(await stored(article.slug)).toMatchObject(third);

  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`), afterSave);
  await expect(page.getByTestId('toast')).toContainText('Artikel Berhasil Diperbarui!');
  // The owner sees the restored version at once, over the page built before.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('article')).toContainText(`Isi lama ${token}.`);
  expect(await stored(article.slug)).toMatchObject({
    title: article.title,
    content: article.content,
  });

  // A fresh visitor, once the rebuild has landed.
  await untilServed(
    page,
    article.slug,
    (status, html) => status === 200 && html.includes(`Isi lama ${token}.`),
  );
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`/blog/${article.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(visitor.getByRole('article')).toContainText(`Isi lama ${token}.`);
  } finally {
    await visitor.close();
  }

  // Restoring lost nothing either: the version it replaced is now the newest entry.
  form = await openEditor(page, article.slug);
  const after = await openHistory(page);
  await expect(after).toHaveCount(3);
  await expect(after.nth(0)).toContainText(third.title);
  await expect(after.nth(1)).toContainText(second.title);
  await expect(after.nth(2)).toContainText(article.title);
});

test('the history asks for the key, and says so when it is wrong', async ({ page }) => {
  const article = await freshArticle('riwayat-kunci');
  const form = await openEditor(page, article.slug);
  await page.getByRole('button', { name: 'Riwayat Perubahan' }).click();
  const history = page.getByRole('region', { name: 'Riwayat Perubahan' });
  const alert = history.getByRole('alert');
  await expect(alert).toContainText(
    'Masukkan Kunci Publikasi di formulir di atas untuk melihat riwayat perubahan.',
  );

  await form.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
  await alert.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(alert).toContainText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda di formulir di atas.',
  );

  await form.getByLabel('Kunci Publikasi').fill(process.env.E2E_PUBLISH_KEY ?? '');
  await alert.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(history.getByText('Belum ada perubahan sebelumnya.')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the history is read and used with the keyboard alone', async ({ page }) => {
    const article = await freshArticle('riwayat-ponsel');
    await rememberKey(page);
    await saveEdit(page, article.slug, `Judul Baru ${article.slug.slice(-8)}`, '<p>Isi baru.</p>');
    const form = await openEditor(page, article.slug);
    const toggle = page.getByRole('button', { name: 'Riwayat Perubahan' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const entry = page.getByRole('list', { name: 'Versi sebelumnya' }).getByRole('listitem');
    await expect(entry).toHaveCount(1, { timeout: 15_000 });
    await expect(entry.getByText('oleh Pemilik', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(entry.getByRole('button', { name: 'Lihat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entry.getByRole('heading', { level: 3 })).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoViolations(page);
    await page.keyboard.press('Tab');
    await expect(entry.getByRole('button', { name: 'Pulihkan Versi Ini' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Versi Dimuat');
    await expect(form.getByLabel('Judul')).toHaveValue(article.title);
  });

  test('whose each version was and who last changed the article: long names wrap on the phone', async ({
    page,
  }) => {
    const article = await freshArticle('riwayat-penulis');
    const token = article.slug.slice(-8);
    // The longest name a key may have, with no space to break it at.
    const name = `SitiRahmawatiPutriKusumawardaniNurhaliza${token}`.padEnd(60, 'a');
    const made = await publisher().rpc('add_team_key', { key_name: name, key_role: 'penulis' });
    expect(made.error).toBeNull();
    try {
      const writer = articlesClient({ ...backendInfo('seeded'), publishKey: made.data! });
      const summary = `Ringkasan dari penulis ${token}.`;
      const { title, content, category, author } = article;
      expect(
        (await updateArticle(writer, article.slug, { title, content, category, author, summary }))
          .ok,
      ).toBe(true);

      // 'Kelola Artikel' names the writer's key, whole, inside the phone's width.
      await rememberKey(page);
      await page.goto('/admin');
      await hydrated(page, 'AdminArticles');
      await page.getByLabel('Cari judul').fill(article.title);
      const row = page.getByRole('list', { name: 'Daftar artikel' }).getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('definition').filter({ hasText: name })).toHaveText(name);
      await expect(row).toContainText(`Terakhir diubah oleh ${name}`);
      expect(await fitsTheScreen(page)).toBe(true);

      // The owner changes it in the editor: the replaced version is the writer's.
      await saveEdit(page, article.slug, `Judul Pemilik ${token}`, `<p>Isi pemilik ${token}.</p>`);
      await openEditor(page, article.slug);
      const entries = await openHistory(page);
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0).getByText(`oleh ${name}`, { exact: true })).toBeVisible();
      await expect(entries.nth(0)).toContainText('Diubah: Judul, Konten');
      await expect(entries.nth(1).getByText('oleh Pemilik', { exact: true })).toBeVisible();
      await expect(entries.nth(1)).toContainText('Diubah: Ringkasan');
      expect(await fitsTheScreen(page)).toBe(true);

      // And the list now says the owner changed it last.
      await page.goto('/admin');
      await hydrated(page, 'AdminArticles');
      await page.getByLabel('Cari judul').fill(token);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Terakhir diubah oleh Pemilik');
      await expect(row).not.toContainText(name);
    } finally {
      const team = await publisher().rpc('team_keys');
      const id = team.data?.find((key) => key.name === name && !key.revoked_at)?.id;
      if (id !== undefined) await publisher().rpc('revoke_team_key', { key_id: id });
    }
  });
});
