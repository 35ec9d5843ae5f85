import type { Locator, Page } from '@playwright/test';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { publishKeyStorageKey } from '../../src/admin/shared/publish-key';
import { key, openEditor, rememberKey, requestsOf, stored } from './support/admin';
import { expectNoViolations } from './support/axe';
import { publisher } from './support/backend';
import { afterSave, expect, hydrated, test } from './support/fixtures';

// The owner's pages never go through the worker's cache (the network only), and these tests
// are about keys, not offline reading. Beside them, the writer's publish rebuilds the site and a
// new worker installs; once, in CI, the owner's reload then waited on Playwright's attachment to
// that worker until the test timed out (support/offline.ts, workerSettled).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const rpcCall = (name: string) => (url: string) => new URL(url).pathname === `/rest/v1/rpc/${name}`;

/** A day as the page writes it, in WIB: '28 November 2026'. */
const wibDay = (moment: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(moment));

/** A unique name for a key of this test: tests share one backend. */
const uniqueName = (prefix: string) => `${prefix} ${uniqueSlug('x').slice(-8)}`;

/** The team as the database has it, read with the run's owner key. */
async function storedKey(name: string) {
  const { data, error } = await publisher().rpc('team_keys');
  expect(error).toBeNull();
  const found = (data ?? []).find((row) => row.name === name);
  if (!found) throw new Error(`no key named ${name}`);
  return found as typeof found & { last_used_on: string | null; revoked_at: string | null };
}

/** A writer's key made through the API, as the page makes them. */
async function writerKey(name: string): Promise<string> {
  const { data, error } = await publisher().rpc('add_team_key', { key_name: name });
  expect(error).toBeNull();
  return data!;
}

async function openTeam(page: Page) {
  await page.goto('/admin/tim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim Penulis');
  await hydrated(page, 'TeamPage');
}

const teamTable = (page: Page) => page.getByRole('table', { name: 'Tim Penulis', exact: true });
const rowOf = (page: Page, name: string) =>
  teamTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
/** A row's cells as read out (the labels shown on a phone's cards are not read). */
async function expectCells(row: Locator, names: (string | RegExp)[]) {
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(cells.nth(index)).toHaveAccessibleName(name);
  }
}

async function addWriter(page: Page, name: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Tambah Penulis' });
  await section.getByLabel('Nama', { exact: true }).fill(name);
  await section.getByRole('button', { name: 'Buat Kunci' }).click();
  const field = section.getByLabel('Kunci baru');
  await expect(field).toBeVisible();
  return field.inputValue();
}

test("'Kelola Artikel' leads to 'Tim Penulis', which asks nothing without a key and tells a wrong key from a writer's", async ({
  page,
}) => {
  const writer = uniqueName('Penulis Tamu');
  const writersKey = await writerKey(writer);
  const requests = requestsOf(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Tim Penulis' }).click();
  await expect(page).toHaveURL('/admin/tim');
  await hydrated(page, 'TeamPage');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page.getByText('Masukkan kunci publikasi pemilik untuk melihat dan mengelola tim.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tambah Penulis' })).toHaveCount(0);
  expect(requests.filter((request) => request.url.includes('/rest/v1/rpc/'))).toEqual([]);

  await page.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  );
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);

  // A writer's key is a right key, for everything but the team.
  await page.getByLabel('Kunci Publikasi').fill(writersKey);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Hanya pemilik yang dapat mengelola tim.',
  );
  await expect(page.getByLabel('Kunci Publikasi')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tambah Penulis' })).toHaveCount(0);
  await expect(page.getByText(writer)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cabut Kunci' })).toHaveCount(0);

  await page.getByLabel('Kunci Publikasi').fill(key());
  await expect(rowOf(page, writer)).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoViolations(page);
});

test('the owner adds a writer, who publishes and edits with the new key until it is revoked', async ({
  page,
  context,
}) => {
  test.slow(); // two saves and a publish, each waiting its turn at the backend beside rebuilds
  const name = uniqueName('Siti Penulis');
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The owner makes the writer's key.
  await rememberKey(page);
  await openTeam(page);
  await expect(teamTable(page).getByRole('columnheader')).toHaveText([
    'Nama',
    'Peran',
    'Dibuat',
    'Terakhir dipakai',
    'Status',
  ]);
  const newKey = await addWriter(page, name);
  expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const section = page.getByRole('region', { name: 'Tambah Penulis' });
  await expect(section.getByLabel('Kunci baru')).toHaveAttribute('readonly', '');
  await expect(section.getByLabel('Kunci baru')).toHaveAccessibleDescription(
    `Kunci ini hanya ditampilkan sekali. Berikan langsung kepada ${name}, misalnya lewat pesan ` +
      'pribadi, dan jangan dibagikan ke grup.',
  );
  await expect(section.getByLabel('Nama', { exact: true })).toHaveValue('');
  await section.getByRole('button', { name: 'Salin' }).click();
  await expect(section.getByRole('status')).toHaveText('Tersalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);

  let made = await storedKey(name);
  await expectCells(rowOf(page, name), [
    'Penulis',
    wibDay(made.created_at),
    'Belum pernah',
    /^Cabut Kunci/,
  ]);
  // Shown once: never kept where it could be read again.
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(session).not.toContain(newKey);
  expect(page.url()).not.toContain(newKey);
  expect(consoleText.join('\n')).not.toContain(newKey);
  await page.reload();
  await hydrated(page, 'TeamPage');
  await expect(rowOf(page, name)).toBeVisible();
  await expect(page.getByLabel('Kunci baru')).toHaveCount(0);

  // The writer, on their own phone, publishes with it.
  const writer = await context.newPage();
  const writerErrors: string[] = [];
  writer.on('pageerror', (error) => writerErrors.push(error.message));
  const slug = uniqueSlug('tim');
  const title = `Artikel Penulis ${slug.slice(-8)}`;
  await writer.goto('/admin/create-article');
  await hydrated(writer, 'AdminEditor');
  let form = writer.locator('form').filter({ has: writer.getByLabel('Judul') });
  await form.getByLabel('Kunci Publikasi').fill(newKey);
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Konten (HTML)').fill('<p>Tulisan pertama penulis baru.</p>');
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(writer).toHaveURL(new RegExp(`/blog/${slug}$`), afterSave);
  await expect(writer.getByTestId('toast')).toContainText('Artikel Berhasil Dibuat!');
  const article = await stored(slug);
  const writtenBy = await publisher()
    .from('article_writers')
    .select('written_by')
    .eq('article_id', article.id);
  expect(writtenBy.data).toEqual([{ written_by: name }]);

  // ...and edits it.
  const edited = `Artikel Penulis Diperbarui ${slug.slice(-8)}`;
  form = await openEditor(writer, slug);
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(newKey);
  await form.getByLabel('Judul').fill(edited);
  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(writer).toHaveURL(new RegExp(`/blog/${slug}$`), afterSave);
  await expect(writer.getByTestId('toast')).toContainText('Artikel Berhasil Diperbarui!');
  const revisions = await publisher()
    .from('article_revisions')
    .select('written_by')
    .eq('article_id', article.id);
  expect(revisions.data).toEqual([{ written_by: name }]);

  // The team page says the key was used today.
  made = await storedKey(name);
  expect(made.last_used_on).not.toBeNull();
  await page.reload();
  await hydrated(page, 'TeamPage');
  await expectCells(rowOf(page, name), [
    'Penulis',
    wibDay(made.created_at),
    wibDay(`${made.last_used_on}T12:00:00+07:00`),
    /^Cabut Kunci/,
  ]);

  // The writer starts another change; meanwhile the owner revokes the key.
  form = await openEditor(writer, slug);
  const unsaved = {
    title: `Perubahan Setelah Dicabut ${slug.slice(-8)}`,
    content: '<p>Tulisan yang tidak boleh hilang.</p>',
  };
  await form.getByLabel('Judul').fill(unsaved.title);
  await form.getByLabel('Konten (HTML)').fill(unsaved.content);

  const revoke = rowOf(page, name).getByRole('button', { name: 'Cabut Kunci' });
  await revoke.click();
  const dialog = page.getByRole('dialog', { name: `Cabut kunci ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'Kunci ini langsung ditolak di mana pun, juga di ponsel yang sedang membuka editor. ' +
      'Artikel dan perubahan yang sudah ditulis dengan kunci ini tetap ada.',
  );
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cabut', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('Kunci Dicabut');
  await expect(page.getByTestId('toast')).toContainText(
    `Kunci ${name} langsung ditolak mulai sekarang.`,
  );
  made = await storedKey(name);
  expect(made.revoked_at).not.toBeNull();
  await expectCells(rowOf(page, name), [
    'Penulis',
    wibDay(made.created_at),
    wibDay(`${made.last_used_on}T12:00:00+07:00`),
    `Dicabut ${wibDay(made.revoked_at!)}`,
  ]);
  await expect(rowOf(page, name).getByRole('button')).toHaveCount(0);

  // The writer's save, in the editor still open, is refused; nothing typed is lost.
  await form.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(writer.getByRole('alert').filter({ hasText: 'Kunci Publikasi Salah' })).toBeVisible(
    afterSave,
  );
  await expect(writer).toHaveURL(`/admin/edit-article?slug=${slug}`);
  await expect(form.getByLabel('Judul')).toHaveValue(unsaved.title);
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(unsaved.content);
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(newKey);
  expect((await stored(slug)).title).toBe(edited);
  expect(writerErrors).toEqual([]);

  // The owner's history says whose the version was.
  await openEditor(page, slug);
  await page.getByRole('button', { name: 'Riwayat Perubahan' }).click();
  const entries = page.getByRole('list', { name: 'Versi sebelumnya' }).getByRole('listitem');
  await expect(entries).toHaveCount(1, { timeout: 15_000 });
  await expect(entries.first()).toContainText(`oleh ${name}`);
});

test("'Tambah Penulis' checks the name, keeps it when refused, and the last owner key stays", async ({
  page,
}) => {
  const requests = requestsOf(page);
  const adds = () => requests.filter((request) => rpcCall('add_team_key')(request.url));
  // A browser that will not let the page write to the clipboard (a refused permission).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    }),
  );
  await rememberKey(page);
  await openTeam(page);
  const section = page.getByRole('region', { name: 'Tambah Penulis' });
  const nameField = section.getByLabel('Nama', { exact: true });
  await expect(rowOf(page, 'Pemilik')).toBeVisible();

  await section.getByRole('button', { name: 'Buat Kunci' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Isi nama orang yang akan memegang kunci ini.',
  );
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toBeFocused();
  const long = 'Nama yang sangat panjang sekali '.repeat(2);
  await nameField.fill(long);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await nameField.press('Enter');
  await expect(section.getByRole('alert')).toHaveText(
    `Nama paling banyak 60 karakter (sekarang ${long.trim().length}).`,
  );
  await expect(nameField).toHaveValue(long);
  expect(adds()).toEqual([]);

  // A name an active key has, whatever its case.
  const taken = uniqueName('Budi Santoso');
  await writerKey(taken);
  await nameField.fill(taken.toUpperCase());
  await section.getByRole('button', { name: 'Buat Kunci' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Nama ini sudah dipakai kunci lain yang aktif.',
  );
  await expect(nameField).toHaveValue(taken.toUpperCase());
  await expect(section.getByLabel('Kunci baru')).toHaveCount(0);
  expect(adds()).toHaveLength(1);

  // A long name without spaces wraps: nothing scrolls sideways on the phone.
  const unbroken = `Penulis${'x'.repeat(45)}${uniqueSlug('y').slice(-6)}`;
  await nameField.fill(unbroken);
  await section.getByRole('button', { name: 'Buat Kunci' }).click();
  await expect(section.getByLabel('Kunci baru')).toBeVisible();
  await expect(section.getByLabel('Kunci baru')).toBeFocused();
  await expect(rowOf(page, unbroken)).toBeVisible();
  // 'Salin' cannot copy: the key is selected, to be copied by hand.
  await section.getByRole('button', { name: 'Salin' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Kunci belum dapat disalin otomatis. Kunci sudah dipilih: salin secara manual ' +
      '(tekan lama, lalu pilih Salin).',
  );
  await expect(section.getByLabel('Kunci baru')).toBeFocused();
  expect(
    await section
      .getByLabel('Kunci baru')
      .evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]),
  ).toEqual([0, 43]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of await page.getByRole('main').getByRole('button').all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoViolations(page);

  // Revoked at once (a typo in the name, say): its key, useless now, is no longer shown.
  await rowOf(page, unbroken).getByRole('button', { name: 'Cabut Kunci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cabut', exact: true }).click();
  await expect(rowOf(page, unbroken).getByRole('cell').last()).toHaveAccessibleName(/^Dicabut /);
  await expect(section.getByLabel('Kunci baru')).toHaveCount(0);

  // Escape cancels and gives focus back; the last owner key cannot be revoked.
  const revokeOwner = rowOf(page, 'Pemilik').getByRole('button', { name: 'Cabut Kunci' });
  await revokeOwner.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(revokeOwner).toBeFocused();
  await revokeOwner.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cabut', exact: true }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Kunci Tidak Dicabut');
  await expect(toast).toContainText('Kunci pemilik terakhir tidak dapat dicabut');
  // Focus is back where the owner was, not lost to the page's start.
  await expect(revokeOwner).toBeFocused();
  await expect(rowOf(page, 'Pemilik').getByRole('button', { name: 'Cabut Kunci' })).toBeVisible();
  expect((await storedKey('Pemilik')).revoked_at).toBeNull();
  // The owner's key is still the one remembered, and still works.
  expect(await page.evaluate((name) => sessionStorage.getItem(name), publishKeyStorageKey)).toBe(
    key(),
  );
});

test('when the team cannot be read, the page says so and tries again', async ({ page }) => {
  await rememberKey(page);
  const teamCall = (url: URL) => rpcCall('team_keys')(url.href);
  await page.route(teamCall, (route) => route.abort('internetdisconnected'));
  await openTeam(page);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(
    'Daftar tim belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unroute(teamCall);
  await alert.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(rowOf(page, 'Pemilik')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
