import type { Page } from '@playwright/test';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { draftTexts } from '../../src/admin/drafts/draft-texts';
import {
  freshArticle,
  holdIslandScripts,
  key,
  openEditor,
  rememberKey,
  requestsOf,
} from './support/admin';
import { expectNoViolations } from './support/axe';
import { expect, hydrated, test } from './support/fixtures';

// The owner writes on a phone, whose browser discards the tab (a reload) and runs scripts late.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const editorForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Judul') });
const offer = (page: Page) => page.getByRole('region', { name: 'Draf yang belum disimpan' });
/** What the browser keeps for the form at `storeKey` ('' when nothing). */
const kept = (page: Page, storeKey = 'admin:draft:new') =>
  page.evaluate((name) => localStorage.getItem(name) ?? '', storeKey);

async function openCreate(page: Page) {
  await page.goto('/admin/create-article');
  await hydrated(page, 'AdminEditor');
  return editorForm(page);
}

/** A reload, as when Android discards the tab in the background and the owner comes back. */
async function tabDiscarded(page: Page) {
  await page.reload();
  await hydrated(page, 'AdminEditor');
}

test('a kept draft stays while the owner types before choosing, and both can be restored', async ({
  page,
}) => {
  const hour = `Satu jam menulis ${uniqueSlug('draf').slice(-8)}`;
  const body = '<p>Tulisan panjang yang ditulis selama satu jam.</p>';
  const line = '<p>Satu baris baru.</p>';
  const form = await openCreate(page);
  await form.getByLabel('Judul').fill(hour);
  await form.getByLabel('Konten (HTML)').fill(body);
  await expect.poll(() => kept(page)).toContain(hour);

  await tabDiscarded(page);
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue('');
  // One line into the empty body, before choosing: kept as its own draft, the hour stays.
  await form.getByLabel('Konten (HTML)').fill(line);
  await expect.poll(() => kept(page)).toContain('Satu baris baru.');
  expect(await kept(page)).toContain(hour);
  await expect(offer(page)).toContainText(hour);
  await expect(offer(page)).toContainText(draftTexts.typedToo);

  await offer(page).getByRole('button', { name: draftTexts.restore }).click();
  await expect(form.getByLabel('Judul')).toHaveValue(hour);
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(body);
  await expect(form.getByLabel('Judul')).toBeFocused();
  // The line typed before choosing is offered in its place, and comes back too.
  await expect(offer(page)).toContainText('“Satu baris baru.”');
  await offer(page).getByRole('button', { name: draftTexts.restore }).click();
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(line);
  await expect(form.getByLabel('Judul')).toHaveValue('');
  await expect(offer(page)).toContainText(hour);

  // Both outlive another discarded tab; 'Buang Draf' forgets only the one it is pressed for.
  await tabDiscarded(page);
  const drafts = offer(page).getByRole('listitem');
  await expect(drafts).toHaveCount(2);
  await drafts
    .filter({ hasText: 'Satu baris baru.' })
    .getByRole('button', { name: draftTexts.discard })
    .click();
  await expect(drafts).toHaveCount(1);
  await expect(drafts).toContainText(hour);
  expect(await kept(page)).not.toContain('Satu baris baru.');
  expect(await kept(page)).toContain(hour);
});

test("an edited article's kept draft stays too while the owner types before choosing", async ({
  page,
}) => {
  const article = await freshArticle('draf-edit');
  const storeKey = `admin:draft:edit:${article.slug}`;
  const corrected = `${article.title} (diperbaiki)`;
  const summary = 'Ringkasan yang diketik sebelum memilih.';
  await rememberKey(page);
  const form = await openEditor(page, article.slug);
  await form.getByLabel('Judul').fill(corrected);
  await expect.poll(() => kept(page, storeKey)).toContain('(diperbaiki)');

  await tabDiscarded(page);
  await expect(form.getByLabel('Judul')).toHaveValue(article.title, { timeout: 15_000 });
  await form.getByLabel('Ringkasan').fill(summary);
  await expect.poll(() => kept(page, storeKey)).toContain(summary);
  expect(await kept(page, storeKey)).toContain('(diperbaiki)');
  await expect(offer(page)).toContainText(corrected);

  await offer(page).getByRole('button', { name: draftTexts.restore }).click();
  await expect(form.getByLabel('Judul')).toHaveValue(corrected);
  await offer(page).getByRole('button', { name: draftTexts.restore }).click();
  await expect(form.getByLabel('Judul')).toHaveValue(article.title);
  await expect(form.getByLabel('Ringkasan')).toHaveValue(summary);
  await expect(offer(page)).toContainText(corrected);
});

test('after a reload halfway down the form the offer is in view, and screen readers are told', async ({
  page,
}) => {
  const form = await openCreate(page);
  await form.getByLabel('Judul').fill('Draf di tengah halaman');
  await form.getByLabel('Konten (HTML)').fill('<p>Isi yang ditulis.</p>');
  await form.getByLabel('Kategori').fill('Tips');
  await expect.poll(() => kept(page)).toContain('Tips');
  await form.getByLabel('Kategori').scrollIntoViewIfNeeded();

  await tabDiscarded(page);
  // The browser brought the page back to where the owner was, far below the offer.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await expect(offer(page)).not.toBeInViewport();
  const bar = page.getByText(draftTexts.bar(1), { exact: true });
  await expect(bar).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: draftTexts.announced })).toHaveText(
    draftTexts.announced,
  );
  await expectNoViolations(page);

  await page.getByRole('button', { name: draftTexts.show }).click();
  await expect(offer(page)).toBeInViewport();
  await expect(offer(page)).toBeFocused();
  await expect(bar).toBeHidden();
  await offer(page).getByRole('button', { name: draftTexts.restore }).click();
  await expect(form.getByLabel('Kategori')).toHaveValue('Tips');
  await expect(form.getByLabel('Judul')).toHaveValue('Draf di tengah halaman');
});

test('what is typed before the editor wakes is kept, and Enter sends nothing anywhere', async ({
  page,
}) => {
  const requests = requestsOf(page);
  const scripts = await holdIslandScripts(page);
  await page.goto('/admin/create-article', { waitUntil: 'commit' });
  const form = editorForm(page);
  const title = 'Ditulis sebelum skrip datang';
  const slug = 'ditulis-sebelum-skrip';
  const content = '<p>Isi yang tidak boleh hilang.</p>';
  await form.getByLabel('Judul').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Konten (HTML)').fill(content);
  await form.getByLabel('Kunci Publikasi').fill(key());
  await form.getByLabel('Kunci Publikasi').press('Enter');
  await form.getByRole('button', { name: 'Publikasikan Artikel' }).click();
  await expect(page.locator('astro-island[component-url*="AdminEditor"]')).toHaveAttribute(
    'ssr',
    /.*/,
  );

  scripts.release();
  await hydrated(page, 'AdminEditor');
  await expect(page).toHaveURL(/\/admin\/create-article$/);
  await expect(form.getByLabel('Judul')).toHaveValue(title);
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await expect(form.getByLabel('Konten (HTML)')).toHaveValue(content);
  await expect(form.getByLabel('Kunci Publikasi')).toHaveValue(key());
  // The editor took it as typed: the preview shows it, and it is kept as a draft (no key).
  await expect(page.getByTestId('article-preview').getByText(title)).toBeVisible();
  await expect.poll(() => kept(page)).toContain(title);
  expect(await kept(page)).not.toContain(key());
  expect(requests.filter(({ url }) => url.includes(key()) || url.includes(slug))).toEqual([]);
  expect(requests.filter(({ url, navigation }) => navigation && url.includes('?'))).toEqual([]);
});
