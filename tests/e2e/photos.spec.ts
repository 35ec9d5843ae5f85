import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { makePhoto } from '../../scripts/fixtures/photo.mjs';
import { refusalMessages } from '../../src/admin/photos/photo-refusal';
import { photoTexts } from '../../src/admin/photos/photo-texts';
import { publishKeyStorageKey } from '../../src/admin/shared/publish-key';
import { altTextMissing } from '../../src/admin/editor/toolbar/format-commands';
import { key, untilServed } from './support/admin';
import { expectNoViolations } from './support/axe';
import { expect, hydrated, test } from './support/fixtures';

// The owner on a phone: photos from the gallery into Supabase Storage (the local stand-in),
// a draft that survives a reload, at 390 × 844.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const storedAddress =
  /^http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/article-images\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png)$/;

/**
 * A phone camera's photo: 4,000 × 3,000 stored sideways with EXIF orientation 6 (turn it a
 * quarter clockwise to see it), a red block in its stored top-left corner, and the GPS position,
 * camera and serial every phone writes.
 */
let phonePhoto: Buffer;
test.beforeAll(async () => {
  const red = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  phonePhoto = await sharp(await makePhoto('ponsel-kamera', 4000, 3000))
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'samsung', Model: 'SM-A155F', Artist: 'Sri Wahyuni' },
      IFD2: { BodySerialNumber: 'R58W1234567' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '7/1 52/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '111/1 27/1 3300/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
  const taken = await sharp(phonePhoto).metadata();
  expect([taken.width, taken.height, taken.orientation]).toEqual([4000, 3000, 6]);
  expect(taken.exif?.includes('SM-A155F')).toBe(true);
});

async function openCreate(page: Page) {
  await page.goto('/admin/create-article');
  await hydrated(page, 'AdminEditor');
  const form = page.locator('form').filter({ has: page.getByLabel('Judul') });
  await form.getByLabel('Kunci Publikasi').fill(key());
  return form;
}

const photoFile = (name = 'IMG_20261126_101500.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: phonePhoto,
});

/** The stored file at `url`, as the Storage API serves it. */
async function storedFile(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

async function upload(input: Locator, file = photoFile()) {
  await input.setInputFiles(file);
}

test('a phone photo as the thumbnail: upright, 2,000 px, no EXIF; the published page shows it from /_images/', async ({
  page,
}) => {
  test.slow(); // a rebuild, which may queue behind other tests' rebuilds
  const form = await openCreate(page);
  await upload(form.getByLabel('Unggah gambar thumbnail'));
  const thumbnail = form.getByLabel('URL Gambar Thumbnail');
  await expect(thumbnail).toHaveValue(storedAddress, { timeout: 30_000 });
  await expect(form.getByLabel('Teks Alternatif Gambar')).toBeFocused();

  const stored = await storedFile(page, await thumbnail.inputValue());
  const meta = await sharp(stored).metadata();
  expect({
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    orientation: meta.orientation,
  }).toEqual({
    format: 'jpeg',
    width: 1500,
    height: 2000,
    exif: undefined,
    orientation: undefined,
  });
  expect(stored.includes('SM-A155F') || stored.includes('R58W1234567')).toBe(false);
  // Upright: the block stored top-left is, seen the right way, at the top right.
  const { data, info } = await sharp(stored)
    .extract({ left: 1500 - 100, top: 0, width: 100, height: 100 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  expect([info.width, r > 200 && g < 60 && b < 60]).toEqual([100, true]);

  const slug = uniqueSlug('foto-ponsel');
  await form.getByLabel('Teks Alternatif Gambar').fill('Calon pekerja migran di bandara');
  await form.getByLabel('Judul').fill(`Foto dari ponsel ${slug.slice(-8)}`);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Konten (HTML)').fill('<p>Isi artikel dengan foto dari galeri.</p>');
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`), { timeout: 30_000 });
  await untilServed(page, slug, (status, html) => status === 200 && html.includes('/_images/'));
  await page.goto(`/blog/${slug}`);
  const hero = page.locator('article picture img').first();
  // Its 16:9 crop, the whole photo one tap away (issue 36).
  await expect(hero).toHaveAttribute('src', /^\/_images\/[0-9a-f]{16}-\d+c\.jpg$/);
  await expect(hero).toHaveAttribute('alt', 'Calon pekerja migran di bandara');
  await expect(page.getByRole('link', { name: /Lihat foto utuh/ })).toHaveAttribute(
    'href',
    /^\/_images\/[0-9a-f]{16}-\d+\.jpg$/,
  );
});

test('Gambar takes a photo from the device, and asks for its alternative text before inserting it', async ({
  page,
}) => {
  const form = await openCreate(page);
  const field = form.getByLabel('Konten (HTML)');
  await field.fill('<p>Bandara.</p>');
  await page
    .getByRole('toolbar', { name: 'Format konten' })
    .getByRole('button', { name: 'Gambar' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sisipkan Gambar' });
  await upload(dialog.getByLabel('Unggah dari perangkat'));
  await expect(dialog.getByLabel('Alamat gambar')).toHaveValue(storedAddress, { timeout: 30_000 });
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(dialog.getByText(altTextMissing)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Teks alternatif', exact: true })).toBeFocused();
  await dialog
    .getByRole('textbox', { name: 'Teks alternatif', exact: true })
    .fill('Terminal Taoyuan');
  await dialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(
    new RegExp(
      `^<p>Bandara\\.</p><img src="${storedAddress.source.slice(1, -1)}" alt="Terminal Taoyuan">$`,
    ),
  );
});

test('Gambar Tersimpan reuses an uploaded image as the thumbnail or in the content', async ({
  page,
}) => {
  const form = await openCreate(page);
  await upload(form.getByLabel('Unggah gambar thumbnail'), photoFile('lagi.jpg'));
  const thumbnail = form.getByLabel('URL Gambar Thumbnail');
  await expect(thumbnail).toHaveValue(storedAddress, { timeout: 30_000 });
  const address = await thumbnail.inputValue();
  await thumbnail.fill('');

  await form.getByRole('button', { name: 'Gambar Tersimpan' }).click();
  const saved = page.getByRole('dialog', { name: 'Gambar Tersimpan' });
  const name = address.split('/article-images/')[1]!;
  const useIt = saved.getByRole('button', { name: `Pakai sebagai thumbnail: ${name}` });
  await expect(useIt).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
  await useIt.click();
  await expect(saved).toBeHidden();
  await expect(thumbnail).toHaveValue(address);

  await form.getByRole('button', { name: 'Gambar Tersimpan' }).click();
  await saved.getByRole('button', { name: `Sisipkan ke konten: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sisipkan Gambar' });
  await expect(dialog.getByLabel('Alamat gambar')).toHaveValue(address);
});

test('an upload whose first tries fail on the network ends with Coba Lagi, which sends it', async ({
  page,
}) => {
  test.slow(); // three growing waits between tries
  const form = await openCreate(page);
  let failing = true;
  let tries = 0;
  await page.route(/\/storage\/v1\/object\/article-images\//, (route) => {
    tries += 1;
    return failing ? route.abort('internetdisconnected') : route.continue();
  });
  await form.getByLabel('Judul').fill('Judul yang tidak boleh hilang');
  await upload(form.getByLabel('Unggah gambar thumbnail'), photoFile('sinyal-lemah.jpg'));
  await expect(page.getByRole('progressbar', { name: 'Mengunggah gambar' })).toBeVisible({
    timeout: 15_000,
  });
  const toast = page.getByTestId('toast').filter({ hasText: 'Gagal Mengunggah Gambar' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  expect(tries).toBe(4);
  failing = false;
  await toast.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(form.getByLabel('URL Gambar Thumbnail')).toHaveValue(storedAddress, {
    timeout: 30_000,
  });
  await expect(form.getByLabel('Judul')).toHaveValue('Judul yang tidak boleh hilang');
});

test('a PDF named .jpg is refused before any request, saying what to do', async ({ page }) => {
  const form = await openCreate(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) sent.push(request.url());
  });
  await form.getByLabel('Unggah gambar thumbnail').setInputFiles({
    name: 'foto-paspor.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  });
  await expect(form.getByRole('alert').filter({ hasText: 'PDF' })).toHaveText(refusalMessages.pdf);
  expect(sent).toEqual([]);
  await expect(form.getByLabel('URL Gambar Thumbnail')).toHaveValue('');
});

test('what is typed is kept in the browser and offered back after a reload', async ({ page }) => {
  const form = await openCreate(page);
  await form.getByLabel('Judul').fill('Draf yang selamat');
  await form.getByLabel('Konten (HTML)').fill('<p>Ditulis sebelum tab dibuang.</p>');
  // Kept at most a second after the last change.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admin:draft:new')), { timeout: 5_000 })
    .toContain('Draf yang selamat');
  expect(await page.evaluate(() => localStorage.getItem('admin:draft:new'))).not.toContain(key());

  await page.reload();
  await hydrated(page, 'AdminEditor');
  const again = page.locator('form').filter({ has: page.getByLabel('Judul') });
  const offer = again.getByRole('region', { name: 'Draf yang belum disimpan' });
  await expect(offer.getByRole('listitem').locator('p').first()).toHaveText(
    /^Ada draf yang belum disimpan dari \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB\.$/,
  );
  await expect(offer).toContainText('“Draf yang selamat”');
  await expectNoViolations(page);
  await expect(again.getByLabel('Judul')).toHaveValue('');
  await offer.getByRole('button', { name: 'Pulihkan Draf' }).click();
  await expect(again.getByLabel('Judul')).toHaveValue('Draf yang selamat');
  await expect(again.getByLabel('Konten (HTML)')).toHaveValue(
    '<p>Ditulis sebelum tab dibuang.</p>',
  );
  await expect(offer).toBeHidden();
});

test('Gambar Tersimpan without the key asks for it, never says that none are stored', async ({
  page,
}) => {
  const form = await openCreate(page);
  await upload(form.getByLabel('Unggah gambar thumbnail'), photoFile('tanpa-kunci.jpg'));
  await expect(form.getByLabel('URL Gambar Thumbnail')).toHaveValue(storedAddress, {
    timeout: 30_000,
  });
  // The key forgotten: its field emptied, and the tab's memory of it too.
  await form.getByLabel('Kunci Publikasi').fill('');
  await page.evaluate((name) => sessionStorage.removeItem(name), publishKeyStorageKey);

  await form.getByRole('button', { name: 'Gambar Tersimpan' }).click();
  const saved = page.getByRole('dialog', { name: 'Gambar Tersimpan' });
  await expect(saved.getByText(/^(Memuat|Belum|Gambar yang|Daftar)/)).toHaveText(
    photoTexts.savedNeedsKey,
  );
  await expect(saved.getByRole('alert')).toHaveText(photoTexts.savedNeedsKey);
  await expect(saved.getByRole('button', { name: /^Pakai sebagai thumbnail/ })).toHaveCount(0);
  await saved.getByRole('button', { name: photoTexts.close }).click();
  await expect(saved).toBeHidden();
});

test('the key forms are sign-in forms a password manager keeps', async ({ page }) => {
  for (const path of ['/admin/create-article', '/admin']) {
    await page.goto(path);
    const keyField = page.getByLabel('Kunci Publikasi');
    await expect(keyField).toHaveAttribute('type', 'password');
    await expect(keyField).toHaveAttribute('autocomplete', 'current-password');
    const account = keyField
      .locator('xpath=ancestor::form[1]')
      .locator('input[autocomplete="username"]');
    await expect(account).toHaveCount(1);
    await expect(account).toHaveValue(/.+/);
  }
});
