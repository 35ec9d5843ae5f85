import type { Page } from '@playwright/test';
import { uniqueSlug } from '../../../scripts/fixtures/articles.mjs';
import { publishKeyStorageKey } from '../../../src/admin/shared/publish-key';
import {
  createArticle,
  getArticleBySlug,
  setArticleWithdrawn,
  type Article,
} from '../../../src/lib/articles';
import { publisher } from './backend';
import { expect, hydrated } from './fixtures';

/** The publishing key of the run's backend. */
export const key = () => process.env.E2E_PUBLISH_KEY ?? '';

/** A fresh article of this test's own, published through the API with the run's key. */
export async function freshArticle(prefix: string, { withdrawn = false } = {}): Promise<Article> {
  const slug = uniqueSlug(prefix);
  const token = slug.slice(-8);
  const created = await createArticle(publisher(), {
    slug,
    title: `Artikel Uji Kelola ${token}`,
    summary: 'Ringkasan artikel uji.',
    content: `<p>Isi lama ${token}.</p>`,
    category: 'Uji',
    author: 'Tim Uji',
  });
  if (!created.ok) throw created.error;
  if (withdrawn) {
    const hidden = await setArticleWithdrawn(publisher(), slug, true);
    if (!hidden.ok) throw hidden.error;
  }
  return stored(slug);
}

/** The article as the database has it now (withdrawn ones too: read with the key). */
export async function stored(slug: string): Promise<Article> {
  const article = await getArticleBySlug(publisher(), slug);
  if (!article) throw new Error(`no article ${slug}`);
  return article;
}

/** Starts the tab with the publishing key remembered, as after using it once. */
export async function rememberKey(page: Page, value = key()) {
  await page.addInitScript(
    ([name, remembered]) => sessionStorage.setItem(name!, remembered!),
    [publishKeyStorageKey, value],
  );
}

/** Waits until the site serves /blog/{slug} as `check` wants it (a rebuild landed). */
export async function untilServed(
  page: Page,
  slug: string,
  check: (status: number, html: string) => boolean,
): Promise<void> {
  // A rebuild takes ~30 s while the suite runs, and may queue behind one already running.
  await expect(async () => {
    const response = await page.request.get(`/blog/${slug}`);
    expect(check(response.status(), await response.text())).toBe(true);
  }).toPass({ timeout: 150_000 });
}

export async function openEditor(page: Page, slug: string) {
  await page.goto(`/admin/edit-article?slug=${encodeURIComponent(slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Artikel');
  await hydrated(page, 'AdminEditor');
  const form = page.locator('form').filter({ has: page.getByLabel('Judul') });
  // Read from the backend, which may be busy with a rebuild other tests asked for.
  await expect(form).toBeVisible({ timeout: 15_000 });
  return form;
}

/**
 * A slow phone: the page's scripts from /_astro/ (its islands' code) are held back until
 * `release()`, so the owner types and presses keys before the page's island has woken. Only the
 * browser's requests are held; what the site does once they come is untouched.
 */
export async function holdIslandScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, async (route) => {
    await released;
    // The page may have gone since (a native submission navigating away).
    await route.continue().catch(() => {});
  });
  return { release };
}

/** Every request the page makes from now on, navigations marked, as they are made. */
export function requestsOf(page: Page): { url: string; navigation: boolean }[] {
  const requests: { url: string; navigation: boolean }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), navigation: request.isNavigationRequest() }),
  );
  return requests;
}
