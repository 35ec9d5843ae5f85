import type { Locator, Page } from '@playwright/test';
import { clipboardSample, expectedHtml } from '../unit/support/clipboard';
import { freshArticle, openEditor } from './support/admin';
import { expectNoViolations } from './support/axe';
import { expect, hydrated, test } from './support/fixtures';

async function openCreate(page: Page) {
  await page.goto('/admin/create-article');
  await hydrated(page, 'AdminEditor');
  return page.locator('form').filter({ has: page.getByLabel('Judul') });
}

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Format konten' });
const button = (page: Page, name: string) =>
  toolbarOf(page).getByRole('button', { name, exact: true });
const contentField = (form: Locator) => form.getByLabel('Konten (HTML)');

/** Selects `text` in the field, as a drag or a double-click would. */
async function select(field: Locator, text: string, { after = false } = {}) {
  await field.evaluate(
    (element: HTMLTextAreaElement, [text, after]) => {
      const start = element.value.indexOf(text as string) + (after ? (text as string).length : 0);
      element.focus();
      element.setSelectionRange(start, after ? start : start + (text as string).length);
    },
    [text, after] as const,
  );
}

const selectionOf = (field: Locator) =>
  field.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd]);

/** A real paste event on the field, with this clipboard; whether the page took it over. */
const paste = (field: Locator, clipboard: { html?: string; text: string }) =>
  field.evaluate((element, { html, text }) => {
    const data = new DataTransfer();
    if (html !== undefined) data.setData('text/html', html);
    data.setData('text/plain', text);
    const event = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  }, clipboard);

test('Tebal makes the selected word bold, in the field and the preview; Ctrl+Z undoes it', async ({
  page,
}) => {
  const form = await openCreate(page);
  const field = contentField(form);
  await field.fill('<p>Bawa paspor asli.</p>');
  await select(field, 'paspor');
  await button(page, 'Tebal').click();
  await expect(field).toHaveValue('<p>Bawa <strong>paspor</strong> asli.</p>');
  await expect(field).toBeFocused();
  expect(await selectionOf(field)).toEqual([16, 22]);
  const bold = page.getByTestId('article-preview').locator('strong', { hasText: 'paspor' });
  await expect(bold).toBeVisible();
  const [word, around] = await bold.evaluate((element) =>
    [element, element.parentElement!].map((each) => Number(getComputedStyle(each).fontWeight)),
  );
  expect(word, 'bolder than the text around it').toBeGreaterThan(around!);

  await page.keyboard.press('Control+z');
  await expect(field).toHaveValue('<p>Bawa paspor asli.</p>');
  await expect(page.getByTestId('article-preview').locator('strong')).toHaveCount(0);

  // The shortcut does the same; with nothing selected, the cursor lands inside.
  await select(field, 'asli');
  await page.keyboard.press('Control+i');
  await expect(field).toHaveValue('<p>Bawa paspor <em>asli</em>.</p>');
  await select(field, '.</p>', { after: true });
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Terima kasih');
  await expect(field).toHaveValue('<p>Bawa paspor <em>asli</em>.</p><strong>Terima kasih</strong>');
});

test('Daftar turns three selected lines into one list of three items', async ({ page }) => {
  const form = await openCreate(page);
  const field = contentField(form);
  await field.fill('Paspor\nKTP\nKartu Keluarga');
  await field.focus();
  await page.keyboard.press('Control+a');
  await button(page, 'Daftar').click();
  await expect(field).toHaveValue(
    '<ul>\n<li>Paspor</li>\n<li>KTP</li>\n<li>Kartu Keluarga</li>\n</ul>',
  );
  const preview = page.getByTestId('article-preview');
  await expect(preview.locator('ul')).toHaveCount(1);
  await expect(preview.locator('ul > li')).toHaveText(['Paspor', 'KTP', 'Kartu Keluarga']);
});

test('Tautan asks for the address, refuses one that is not, and links the selection', async ({
  page,
}) => {
  const form = await openCreate(page);
  const field = contentField(form);
  await field.fill('<p>Lapor ke situs resmi BP2MI.</p>');
  await select(field, 'situs resmi');
  await button(page, 'Tautan').click();
  const dialog = page.getByRole('dialog', { name: 'Sisipkan Tautan' });
  const address = dialog.getByLabel('Alamat tautan');
  await expect(address).toBeFocused();

  await address.fill('www.bp2mi.go.id');
  await address.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(/harus diawali https:\/\/ atau http:\/\//);
  await expect(address).toHaveValue('www.bp2mi.go.id');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('<p>Lapor ke situs resmi BP2MI.</p>');

  await address.fill('https://www.bp2mi.go.id/');
  await dialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(
    '<p>Lapor ke <a href="https://www.bp2mi.go.id/">situs resmi</a> BP2MI.</p>',
  );
  await expect(field).toBeFocused();
  await expect(
    page.getByTestId('article-preview').getByRole('link', { name: 'situs resmi' }),
  ).toHaveAttribute('href', 'https://www.bp2mi.go.id/');
  // The article form was not sent: no toast about it.
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // Ctrl+K opens it too; Escape closes it and gives the field back its selection.
  await select(field, 'BP2MI.');
  const before = await selectionOf(field);
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field).toBeFocused();
  expect(await selectionOf(field)).toEqual(before);
});

test('Gambar inserts the image with its address and alternative text', async ({ page }) => {
  const form = await openCreate(page);
  const field = contentField(form);
  await field.fill('<p>Bandara Taoyuan.</p>');
  await select(field, '<p>Bandara Taoyuan.</p>', { after: true });
  await button(page, 'Gambar').click();
  const dialog = page.getByRole('dialog', { name: 'Sisipkan Gambar' });
  await dialog.getByLabel('Alamat gambar').fill('https://images.example.com/taoyuan.jpg');
  await dialog
    .getByRole('textbox', { name: 'Teks alternatif', exact: true })
    .fill('Terminal "1" Taoyuan');
  await dialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(field).toHaveValue(
    '<p>Bandara Taoyuan.</p><img src="https://images.example.com/taoyuan.jpg" ' +
      'alt="Terminal &quot;1&quot; Taoyuan">',
  );
  await expect(
    page.getByTestId('article-preview').getByRole('img', { name: 'Terminal "1" Taoyuan' }),
  ).toHaveCount(1);
});

test('pasting from Google Docs inserts clean HTML at the cursor; Ctrl+Shift+V pastes as is', async ({
  page,
}) => {
  const form = await openCreate(page);
  const field = contentField(form);
  await field.fill('<p>Awal.</p>\n<p>Akhir.</p>');
  await select(field, '<p>Awal.</p>\n', { after: true });
  const googleDocs = clipboardSample('google-docs.html');
  const taken = await paste(field, { html: googleDocs, text: 'Dokumen yang Perlu Disiapkan' });
  expect(taken).toBe(true);
  const clean = expectedHtml('google-docs');
  await expect(field).toHaveValue(`<p>Awal.</p>\n${clean}\n<p>Akhir.</p>`);
  const preview = page.getByTestId('article-preview');
  await expect(
    preview.getByRole('heading', { name: 'Dokumen yang Perlu Disiapkan ke Taiwan' }),
  ).toBeVisible();
  await expect(preview.locator('ul > li')).toHaveCount(3);

  await page.keyboard.press('Control+z');
  await expect(field).toHaveValue('<p>Awal.</p>\n<p>Akhir.</p>');

  // A WhatsApp message becomes paragraphs and a list.
  await select(field, '<p>Akhir.</p>', { after: true });
  await paste(field, { text: 'Bawa:\n- *Paspor*\n- KTP' });
  await expect(field).toHaveValue(
    '<p>Awal.</p>\n<p>Akhir.</p>\n<p>Bawa:</p>\n<ul>\n<li><strong>Paspor</strong></li>\n<li>KTP</li>\n</ul>',
  );

  // Ctrl+Shift+V: the page leaves the paste to the browser, which inserts the text as it is.
  await field.dispatchEvent('keydown', { key: 'V', ctrlKey: true, shiftKey: true });
  expect(await paste(field, { html: googleDocs, text: 'teks biasa' })).toBe(false);
});

test('arrow keys, Home and End move within the toolbar; Tab leaves it', async ({ page }) => {
  const form = await openCreate(page);
  await form.getByLabel('Ringkasan').focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Tebal')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(button(page, 'Miring')).toBeFocused();
  await page.keyboard.press('End');
  await expect(button(page, 'Gambar')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(button(page, 'Tebal')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(button(page, 'Gambar')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(button(page, 'Judul Bagian')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(contentField(form)).toBeFocused();
  // Back in, on the button last used: one Tab stop for the whole toolbar.
  await page.keyboard.press('Shift+Tab');
  await expect(button(page, 'Judul Bagian')).toBeFocused();
  await expect(toolbarOf(page).locator('[tabindex="0"]')).toHaveCount(1);
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the buttons are at least 44 px and the toolbar scrolls instead of wrapping', async ({
    page,
  }) => {
    const form = await openCreate(page);
    const toolbar = toolbarOf(page);
    const buttons = await toolbar.getByRole('button').all();
    expect(buttons).toHaveLength(9);
    const boxes = await Promise.all(buttons.map((one) => one.boundingBox()));
    for (const box of boxes) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.y, 'all on one row').toBe(boxes[0]!.y);
    }
    const sizes = await toolbar.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes).toEqual({ scrolls: true, page: 390 });

    // The last button, scrolled to and tapped, works.
    await contentField(form).fill('Isi');
    await button(page, 'Gambar').tap();
    await expect(page.getByRole('dialog', { name: 'Sisipkan Gambar' })).toBeVisible();
  });
});

test.describe('axe, with the link dialog open', () => {
  test('on the create page, its refusal shown', async ({ page }) => {
    const form = await openCreate(page);
    await contentField(form).fill('<p>Isi</p>');
    await button(page, 'Tautan').click();
    const dialog = page.getByRole('dialog', { name: 'Sisipkan Tautan' });
    await dialog.getByRole('button', { name: 'Sisipkan' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('on the edit page', async ({ page }) => {
    const article = await freshArticle('toolbar');
    const form = await openEditor(page, article.slug);
    const field = contentField(form);
    await select(field, 'Isi lama');
    await button(page, 'Kutipan').click();
    await expect(field).toHaveValue(
      article.content.replace('Isi lama', '<blockquote>Isi lama</blockquote>'),
    );
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Sisipkan Tautan' })).toBeVisible();
    await expectNoViolations(page);
  });
});
