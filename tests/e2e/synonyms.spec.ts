import type { Page } from '@playwright/test';
import { seededArticles } from '../../scripts/fixtures/seeded-articles.mjs';
import { key, rememberKey, requestsOf } from './support/admin';
import { expectNoViolations } from './support/axe';
import { publisher } from './support/backend';
import { expect, hydrated, test } from './support/fixtures';

// The owner's pages never go through the worker's cache; these tests are about the list, not
// offline reading (see team.spec.ts).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/** The seeded article whose body alone has the word 'ambulans' (as in discovery.spec.ts). */
const ambulance = seededArticles.find((a) => a.slug.startsWith('baru-tiba-di-taiwan'))!;

const synonymsCall = (name: string) => (url: URL) => url.pathname === `/rest/v1/rpc/${name}`;

/** The list as the database has it now, read with the run's key. */
async function storedList(): Promise<{ lines: string; version: number }> {
  const { data, error } = await publisher().rpc('search_synonyms');
  expect(error).toBeNull();
  const row = (Array.isArray(data) ? data[0] : data) as { lines: string; version: number };
  expect(typeof row.lines).toBe('string');
  return row;
}

/** Saves `lines` as someone else would, on another phone, over the version now stored. */
async function savedElsewhere(lines: string): Promise<string> {
  const { version } = await storedList();
  const { data, error } = await publisher().rpc('save_search_synonyms', { lines, since: version });
  expect(error).toBeNull();
  return ((Array.isArray(data) ? data[0] : data) as { lines: string }).lines;
}

async function openSynonyms(page: Page) {
  await page.goto('/admin/sinonim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sinonim Pencarian');
  await hydrated(page, 'SynonymsPage');
}

const listField = (page: Page) => page.getByLabel('Daftar Sinonim', { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Simpan Sinonim' });
const searchResults = (page: Page) =>
  page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('listitem');

/** Appends `text` at the end of the list's field, typed on the keyboard. */
async function typeAtEnd(page: Page, text: string) {
  await listField(page).focus();
  await listField(page).press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

test("'Kelola Artikel' leads to 'Sinonim Pencarian'; a group the owner adds finds articles at once", async ({
  page,
  context,
}) => {
  const requests = requestsOf(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Sinonim Pencarian' }).click();
  await expect(page).toHaveURL('/admin/sinonim');
  await hydrated(page, 'SynonymsPage');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Without a key nothing is asked or shown.
  await expect(
    page.getByText('Masukkan kunci publikasi untuk melihat dan mengubah sinonim pencarian.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('type', 'password');
  await expect(listField(page)).toHaveCount(0);
  await expect(saveButton(page)).toHaveCount(0);
  expect(requests.filter((request) => request.url.includes('/rest/v1/rpc/'))).toEqual([]);

  // The word the readers use is not in any article yet.
  const reader = await context.newPage();
  await reader.goto('/blog/cari?q=nguing');
  await expect(reader.getByRole('main').getByRole('status')).toHaveText(
    'Tidak ada artikel yang cocok dengan "nguing".',
  );

  // With the key: the list the migration shipped.
  const shipped = await storedList();
  expect(shipped.lines).toMatch(/(^|, )hong kong(,|$)/m);
  await page.getByLabel('Kunci Publikasi').fill(key());
  await expect(listField(page)).toHaveValue(shipped.lines);
  const groups = shipped.lines.split('\n').length;
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${groups} kelompok sinonim.`,
  );
  await expect(listField(page)).toHaveAccessibleDescription(
    'Satu kelompok per baris; pisahkan kata dengan koma. Huruf besar dan kecil sama saja.',
  );
  await expect(page.getByText('tkw, tki, bmi, pmi hongkong, hong kong')).toBeVisible();
  // It fits the phone and every button is big enough for a thumb.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of await page.getByRole('main').getByRole('button').all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoViolations(page);

  // A group added as typed on a phone: capitals and doubled spaces are the database's to tidy.
  await typeAtEnd(page, '\n Nguing,  AMBULANS ');
  await saveButton(page).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Sinonim Tersimpan');
  await expect(toast).toContainText('Daftar baru langsung berlaku untuk setiap pencarian di blog.');
  const saved = `${shipped.lines}\nnguing, ambulans`;
  await expect(listField(page)).toHaveValue(saved);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${groups + 1} kelompok sinonim.`,
  );
  const stored = await storedList();
  expect(stored.lines).toBe(saved);
  expect(stored.version).not.toBe(shipped.version);

  // The reader's search finds the article by the new word at once, with no rebuild.
  await reader.reload();
  await expect(reader.getByLabel('Cari artikel')).toHaveValue('nguing');
  await expect(searchResults(reader)).toHaveCount(1);
  await expect(searchResults(reader).getByRole('heading').getByRole('link')).toHaveText(
    ambulance.title,
  );

  // The page shows the list saved when opened again.
  await page.reload();
  await hydrated(page, 'SynonymsPage');
  await expect(listField(page)).toHaveValue(saved);
});

test('a refused list names the line and the word, selects the line, and keeps what was typed', async ({
  page,
}) => {
  const saves = requestsOf(page);
  await rememberKey(page);
  await openSynonyms(page);
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);
  const lineCount = before.lines.split('\n').length;
  const firstWord = before.lines.split(',')[0]!;

  // A word already in a group, typed again in a new one.
  await typeAtEnd(page, `\nsinonim uji, ${firstWord.toUpperCase()}`);
  const typed = await listField(page).inputValue();
  // Saved from the keyboard: Tab leaves the field for 'Simpan Sinonim'.
  await page.keyboard.press('Tab');
  await expect(saveButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const message = `Baris ${lineCount + 1}: "${firstWord}" sudah ada di kelompok lain.`;
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await expect(listField(page)).toHaveValue(typed);
  await expect(listField(page)).toBeFocused();
  await expect(listField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(listField(page)).toHaveAccessibleDescription(message);
  const selected = await listField(page).evaluate((field: HTMLTextAreaElement) =>
    field.value.slice(field.selectionStart, field.selectionEnd),
  );
  expect(selected).toBe(`sinonim uji, ${firstWord.toUpperCase()}`);
  expect(await storedList()).toEqual(before);
  await expectNoViolations(page);

  // Typing again clears the message; a word alone on its line is refused too.
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.keyboard.type('sendirian');
  await saveButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    `Baris ${lineCount + 1}: "sendirian" belum punya pasangan. Tulis paling sedikit dua kata ` +
      'yang sama artinya dalam satu baris, dipisahkan koma.',
  );
  await expect(listField(page)).toHaveValue(`${before.lines}\nsendirian`);
  expect(await storedList()).toEqual(before);
  expect(saves.filter((r) => r.url.includes('/rpc/save_search_synonyms'))).toHaveLength(2);
});

test("someone else's save meanwhile: what was typed stays, and theirs can be loaded after asking", async ({
  page,
}) => {
  await rememberKey(page);
  await openSynonyms(page);
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);
  await typeAtEnd(page, '\nhomesick, kangen kampung');
  const typed = await listField(page).inputValue();

  // Another consultant saves from their phone first.
  const theirs = await savedElsewhere(`${before.lines}\ntanah rantau, rantauan`);
  await saveButton(page).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(
    'Daftar sinonim baru saja disimpan orang lain, jadi daftar Anda belum disimpan. Teks Anda ' +
      'masih ada di kolom.',
  );
  await expect(listField(page)).toHaveValue(typed);
  await expect(listField(page)).toBeFocused();
  await expect(alert.getByLabel('Daftar yang tersimpan sekarang')).toHaveValue(theirs);
  expect((await storedList()).lines).toBe(theirs);
  await expectNoViolations(page);

  // 'Muat Daftar Terbaru' asks first; 'Batal' keeps what was typed.
  const load = alert.getByRole('button', { name: 'Muat Daftar Terbaru' });
  await load.click();
  const dialog = page.getByRole('dialog', { name: 'Ganti teks Anda dengan daftar terbaru?' });
  await expect(dialog).toHaveAccessibleDescription(
    'Perubahan yang Anda ketik di kolom Daftar Sinonim akan hilang dan diganti dengan daftar ' +
      'yang tersimpan sekarang.',
  );
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(listField(page)).toHaveValue(typed);

  await load.click();
  await dialog.getByRole('button', { name: 'Ganti' }).click();
  await expect(listField(page)).toHaveValue(theirs);
  await expect(listField(page)).toBeFocused();
  await expect(alert).toHaveCount(0);

  // Both groups, saved over theirs.
  await typeAtEnd(page, '\nhomesick, kangen kampung');
  await saveButton(page).click();
  await expect(page.getByTestId('toast')).toContainText('Sinonim Tersimpan');
  expect((await storedList()).lines).toBe(`${theirs}\nhomesick, kangen kampung`);
});

test('a wrong key is told as on the other pages; an unreachable backend keeps the list typed', async ({
  page,
}) => {
  await openSynonyms(page);
  await page.getByLabel('Kunci Publikasi').fill('kunci-yang-salah-sekali-123');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  );
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('aria-invalid', 'true');
  await expect(listField(page)).toHaveCount(0);

  // The list cannot be read: said, and tried again.
  const read = synonymsCall('search_synonyms');
  await page.route(read, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Kunci Publikasi').fill(key());
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(
    'Daftar sinonim belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
    { timeout: 30_000 },
  );
  await expect(listField(page)).toHaveCount(0);
  await page.unroute(read);
  await alert.getByRole('button', { name: 'Coba Lagi' }).click();
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // The save cannot reach the backend: nothing typed is lost, and 'Coba Lagi' sends it.
  const save = synonymsCall('save_search_synonyms');
  await page.route(save, (route) => route.abort('internetdisconnected'));
  await typeAtEnd(page, '\nkiriman bulanan, jatah bulanan');
  const typed = await listField(page).inputValue();
  await saveButton(page).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Sinonim Belum Tersimpan', { timeout: 30_000 });
  await expect(toast).toContainText(
    'Periksa koneksi internet Anda, lalu coba lagi. Teks Anda masih ada di kolom.',
  );
  await expect(listField(page)).toHaveValue(typed);
  expect(await storedList()).toEqual(before);
  await page.unroute(save);
  await toast.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(toast).toContainText('Sinonim Tersimpan');
  expect((await storedList()).lines).toBe(typed);
});

test("a writer's key may change the list too; revoked while the page is open, its save is refused and nothing typed is lost", async ({
  page,
}) => {
  const name = `Penulis Sinonim ${Date.now().toString(36)}`;
  const made = await publisher().rpc('add_team_key', { key_name: name });
  expect(made.error).toBeNull();
  await rememberKey(page, made.data!);
  await openSynonyms(page);
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);

  const team = await publisher().rpc('team_keys');
  const id = team.data!.find((row) => row.name === name)!.id;
  expect((await publisher().rpc('revoke_team_key', { key_id: id })).error).toBeNull();
  await typeAtEnd(page, '\nsif malam, shift malam');
  const typed = await listField(page).inputValue();
  await saveButton(page).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Kunci Publikasi Salah');
  await expect(toast).toContainText('Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.');
  await expect(page.getByLabel('Kunci Publikasi')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Kunci Publikasi')).toBeFocused();
  await expect(listField(page)).toHaveValue(typed);
  expect(await storedList()).toEqual(before);

  // The owner's key, typed in its place, saves what the writer typed.
  await page.getByLabel('Kunci Publikasi').fill(key());
  await saveButton(page).click();
  await expect(toast).toContainText('Sinonim Tersimpan');
  expect((await storedList()).lines).toBe(typed);
});

test('what is typed while a save is under way stays in the field, to be saved next', async ({
  page,
}) => {
  await rememberKey(page);
  await openSynonyms(page);
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);
  const groups = before.lines.split('\n').length;
  const status = page.getByRole('main').getByRole('status');
  // A slow network: the save waits until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let saves = 0;
  await page.route(synonymsCall('save_search_synonyms'), async (route) => {
    saves += 1;
    await released;
    await route.continue();
  });
  await typeAtEnd(page, '\nbonus, insentif');
  const sent = await listField(page).inputValue();
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menyimpan…' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // A second tap (the button is only marked busy: Playwright would wait for it to be enabled).
  await page.getByRole('button', { name: 'Menyimpan…' }).click({ force: true });
  await typeAtEnd(page, '\nuang makan, tunjangan makan');
  release();
  await expect(page.getByTestId('toast')).toContainText('Sinonim Tersimpan');
  await expect(status).toHaveText(`${groups + 1} kelompok sinonim.`);
  expect(saves).toBe(1);
  expect((await storedList()).lines).toBe(sent);
  await expect(listField(page)).toHaveValue(`${sent}\nuang makan, tunjangan makan`);

  await saveButton(page).click();
  await expect(status).toHaveText(`${groups + 2} kelompok sinonim.`);
  expect((await storedList()).lines).toBe(`${sent}\nuang makan, tunjangan makan`);
  expect(saves).toBe(2);
});

test('a list left unsaved (the phone discarded the tab) is offered back, over the version it was typed on', async ({
  page,
  context,
}) => {
  await rememberKey(page);
  await openSynonyms(page);
  const before = await storedList();
  await expect(listField(page)).toHaveValue(before.lines);
  await typeAtEnd(page, '\nmbolang, jalan jalan');
  const typed = await listField(page).inputValue();
  // Kept in the browser once typing pauses; the key never is.
  const kept = () => page.evaluate(() => localStorage.getItem('admin:draft:synonyms'));
  await expect.poll(kept).toContain('mbolang, jalan jalan');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(key());

  // Someone else saves meanwhile; the page opens again (a discarded tab reloads empty).
  const theirs = await savedElsewhere(`${before.lines}\nnyambi, sambilan`);
  const again = await context.newPage();
  await rememberKey(again);
  await openSynonyms(again);
  await expect(listField(again)).toHaveValue(theirs);
  const offer = again.getByRole('region', { name: 'Draf yang belum disimpan' });
  await expect(offer).toContainText('Ada draf yang belum disimpan dari');
  await expect(offer).toContainText('mbolang, jalan jalan');
  await expectNoViolations(again);

  // Restored, it is saved over the list it was typed on: refused, and neither list is lost.
  await offer.getByRole('button', { name: 'Pulihkan Draf' }).click();
  await expect(listField(again)).toHaveValue(typed);
  await expect(offer).toHaveCount(0);
  await saveButton(again).click();
  const alert = again.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Daftar sinonim baru saja disimpan orang lain');
  await expect(alert.getByLabel('Daftar yang tersimpan sekarang')).toHaveValue(theirs);
  await expect(listField(again)).toHaveValue(typed);
  expect((await storedList()).lines).toBe(theirs);

  // Saved once the owner has both groups: the draft is gone.
  await alert.getByRole('button', { name: 'Muat Daftar Terbaru' }).click();
  await again.getByRole('dialog').getByRole('button', { name: 'Ganti' }).click();
  await typeAtEnd(again, '\nmbolang, jalan jalan');
  await saveButton(again).click();
  await expect(again.getByTestId('toast')).toContainText('Sinonim Tersimpan');
  expect((await storedList()).lines).toBe(`${theirs}\nmbolang, jalan jalan`);
  await expect
    .poll(() => again.evaluate(() => localStorage.getItem('admin:draft:synonyms')))
    .toBeNull();
});
