import sharp from 'sharp';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import {
  seededArticle as newest,
  seededArticleWithoutThumbnail,
  seededArticles,
} from '../../scripts/fixtures/seeded-articles.mjs';
import { publisher } from './support/backend';
import type { Locator } from '@playwright/test';
import { expect, newTabFrom, test } from './support/fixtures';
import { e2eSites } from './support/sites';
import { wholePhotoLabel } from '../../src/components/blog/ArticleView';

/** supabase/seed.sql's titles, newest first. */
const seededTitles: string[] = seededArticles.map((article) => article.title);

test('the blog lists the seeded articles as cards, newest first', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.getByRole('link', { name: 'Tambah Artikel Baru (Admin)' })).toHaveAttribute(
    'href',
    '/admin/create-article',
  );
  // Articles the other tests publish (dated today) come first once their rebuild is live, and
  // may push the seeded ones to later list pages: read every list page in order.
  const cards = page.locator('main ul > li').filter({ has: page.locator('h2') });
  const listPages: { url: string; titles: string[] }[] = [];
  for (;;) {
    await expect(cards.first()).toBeVisible();
    const titles = (await cards.locator('h2').allTextContents()).map((title) => title.trim());
    listPages.push({ url: page.url(), titles });
    const next = page.getByRole('link', { name: 'Berikutnya →' });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  const listed = listPages.flatMap(({ titles }) => titles);
  expect(listed.filter((title) => seededTitles.includes(title))).toEqual(seededTitles);
  const cardOf = async (title: string) => {
    await page.goto(listPages.find(({ titles }) => titles.includes(title))!.url);
    return cards.filter({ has: page.getByRole('heading', { name: title }) });
  };

  const first = await cardOf(newest.title);
  await expect(first).toContainText(newest.category);
  await expect(first.locator('time')).toHaveText('10 November 2026');
  await expect(first.getByRole('link', { name: /Baca Selengkapnya/ })).toHaveAttribute(
    'href',
    `/blog/${newest.slug}`,
  );
  // The seed's photo, converted by the build and served by the site: it loads.
  const image = first.locator('picture img');
  // A card's own files, cropped to its 16:9 box (their names end in c).
  await expect(image).toHaveAttribute('src', /^\/_images\/[0-9a-f]{16}-960c\.jpg$/);
  await image.scrollIntoViewIfNeeded();
  // A 350 px wide card on a 1× desktop screen: the 384 px AVIF (the narrowest at least 350).
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => [
        img.currentSrc,
        img.complete && img.naturalWidth > 0,
      ]),
    )
    .toEqual([expect.stringMatching(/\/_images\/[0-9a-f]{16}-384c\.avif$/), true]);

  const withoutThumbnail = await cardOf(seededArticleWithoutThumbnail.title);
  await expect(withoutThumbnail.locator('img')).toHaveAttribute('src', /.+/);
  await expect(page.getByText('Belum ada artikel yang dipublikasikan.')).toHaveCount(0);
});

test.describe('on a phone of 720 px (412 CSS px at 1.75×, as Lighthouse’s)', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 });

  /** The file an image shows, once it has loaded. */
  const shown = (image: Locator) =>
    expect.poll(() =>
      image.evaluate((img: HTMLImageElement) => [
        img.currentSrc,
        img.complete && img.naturalWidth > 0,
      ]),
    );

  test('an article’s photo comes at the width its screen needs: 672 px', async ({ page }) => {
    await page.goto(`/blog/${newest.slug}`);
    // The first picture is the photo's 16:9 crop (as a card's), the whole photo one tap away.
    const hero = page.locator('article picture img').first();
    await shown(hero).toEqual([expect.stringMatching(/\/_images\/[0-9a-f]{16}-672c\.avif$/), true]);
    const whole = page.getByRole('link', { name: new RegExp(`${wholePhotoLabel}$`) });
    await expect(whole).toHaveAttribute('href', /^\/_images\/[0-9a-f]{16}-960\.jpg$/);
    await expect(whole.locator('img')).toHaveAttribute('alt', /.+/);
    const response = await page.request.get((await whole.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(await response.body()).metadata();
    // The seed's photo is 3:2: the link gives all of it, not the 16:9 crop.
    expect([width, height]).toEqual([960, 640]);
  });

  // A test of its own, so a fresh browser: Chrome shows a larger file of the same photo when it
  // already holds one (as after the article above), and that is no cost to the reader.
  test('a card’s thumbnail comes at the width its screen needs: 384 px', async ({ page }) => {
    // A list of cards: a category of the seed's, which the articles other tests publish during
    // the run (category 'Uji', no photo) cannot push off its first page, as they can /blog's.
    await page.goto('/blog/kategori/panduan');
    // A thumbnail 8rem wide beside the card's title (224 px at 1.75×), not across the card.
    const card = page.locator('main li picture img').first();
    await card.scrollIntoViewIfNeeded();
    await shown(card).toEqual([expect.stringMatching(/\/_images\/[0-9a-f]{16}-384c\.avif$/), true]);
    expect((await card.boundingBox())?.width).toBe(128);
  });
});

test('an empty blog says so', async ({ page }) => {
  await page.goto(`${e2eSites.empty.url}/blog`);
  await expect(page.getByText('Belum ada artikel yang dipublikasikan.')).toBeVisible();
});

test('a seeded article has its own static page', async ({ page }) => {
  const response = await page.goto(`/blog/${newest.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  await expect(page.getByText(`Oleh: ${newest.author}`)).toBeVisible();
  await expect(page.locator('article time')).toHaveText('10 November 2026');
  await expect(page.getByRole('link', { name: '← Kembali ke Blog' })).toHaveAttribute(
    'href',
    '/blog',
  );
  await expect(page.locator('article .prose h2').first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(newest.title));
});

test('the four share buttons open the providers with this page', async ({ page }) => {
  await page.goto(`/blog/${newest.slug}`);
  const pageUrl = page.url();
  const expected: Record<string, (url: URL) => void> = {
    Facebook: (url) => {
      expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(url.searchParams.get('u')).toBe(pageUrl);
    },
    X: (url) => {
      expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
      expect(url.searchParams.get('url')).toBe(pageUrl);
      expect(url.searchParams.get('text')).toBe(newest.title);
    },
    WhatsApp: (url) => {
      expect(url.origin + url.pathname).toBe('https://wa.me/');
      expect(url.searchParams.get('text')).toBe(`${newest.title} ${pageUrl}`);
    },
    LINE: (url) => {
      expect(url.origin + url.pathname).toBe('https://social-plugins.line.me/lineit/share');
      expect(url.searchParams.get('url')).toBe(pageUrl);
    },
  };
  for (const [provider, check] of Object.entries(expected)) {
    const tab = await newTabFrom(page.getByRole('link', { name: `Bagikan ke ${provider}` }));
    check(new URL(tab.url()));
    await tab.close();
  }
});

test('LINE that cannot be opened says so', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`/blog/${newest.slug}`);
  // The first tap, on a page that has loaded none of the share block's code yet.
  await page.getByRole('link', { name: 'Bagikan ke LINE' }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal Membuka LINE');
  await expect(page.getByRole('alert')).toContainText(
    'Pastikan aplikasi LINE terinstall atau coba bagikan secara manual.',
  );
});

test('a new article shows "loading", never "not found", while the fallback hydrates @host', async ({
  page,
}) => {
  // The host answers an article published after the last build with the 404 page. An article
  // without images: the island shows images from their own addresses, and the test's image host
  // is http, which the CSP (https images only) refuses.
  const article = seededArticleWithoutThumbnail;
  await page.route(`**/blog/${article.slug}`, (route) =>
    route.continue({ url: new URL('/halaman-yang-tidak-pernah-ada', route.request().url()).href }),
  );
  // A slow phone: the island's code arrives only when the test lets it.
  let releaseIsland = () => {};
  const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
  await page.route('**/_astro/ArticleFallback.*.js', async (route) => {
    await islandHeld;
    await route.continue();
  });
  const response = await page.goto(`/blog/${article.slug}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Memuat artikel…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeHidden();
  releaseIsland();
  // The island then reads the article from the backend, which may be busy with a rebuild.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title, {
    timeout: 20_000,
  });
  await expect(page.getByText('Memuat artikel…')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeHidden();
  // The island renders classes the 404 page's inline CSS lacks: it brought the whole stylesheet.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute(
    'href',
    /^\/_astro\/.+\.css$/,
  );
  await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('data-late-css');
});

test('the 404 page shows its not-found text, links and no loading at other addresses @host', async ({
  page,
}) => {
  // Its article fallback hydrates only at an article's address (client:flagged, issue 27): here
  // the page loads none of the site's scripts, and paints from its inline CSS without the whole
  // stylesheet.
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_astro/') && /\.(js|css)$/.test(pathname)) loaded.push(pathname);
  });
  const response = await page.goto('/halaman-yang-tidak-pernah-ada', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.getByText('Memuat artikel…')).toBeHidden();
  const links = page.locator('[data-not-found] a');
  await expect(links).toHaveText(['Ke Beranda', 'Baca Blog', 'Konsultasi Gratis']);
  await expect(links.nth(0)).toHaveAttribute('href', '/');
  await expect(links.nth(1)).toHaveAttribute('href', '/blog');
  await expect(links.nth(2)).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
  expect(loaded).toEqual([]);
});

test('an unknown article address goes to the blog @host', async ({ page }) => {
  await page.goto('/blog/artikel-yang-tidak-pernah-ada');
  // After the fallback has asked the backend, which may be busy with a rebuild.
  await expect(page).toHaveURL(/\/blog$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
});

test('article HTML with script payloads runs none, before and after the rebuild', async ({
  page,
}) => {
  test.slow(); // it waits for a rebuild, which may queue behind other tests' rebuilds
  const slug = uniqueSlug('uji-keamanan');
  const payloads = [
    '<script>window.__xss = "script"</script>',
    '<img src="/x.png" onerror="window.__xss = \'onerror\'">',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '<a id="jslink" href="javascript:window.__xss=\'href\'">tautan</a>',
    '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
    '<details open ontoggle="window.__xss = \'toggle\'"><summary>x</summary></details>',
    '<p style="position:fixed;inset:0">menutupi</p>',
  ];
  const { error } = await publisher()
    .from('articles')
    // The first image is a real one: it becomes the card's thumbnail on /blog.
    .insert({
      slug,
      title: 'Uji Keamanan',
      content: `<p>Isi aman.</p><img src="/favicon.svg" alt="">${payloads.join('')}`,
    });
  expect(error).toBeNull();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const stage of ['fallback', 'static'] as const) {
    if (stage === 'static') {
      await expect(async () => {
        expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
      }).toPass({ timeout: 150_000 });
    }
    await page.goto(`/blog/${slug}`);
    // The fallback asks the backend, which may be busy with a rebuild.
    await expect(page.getByText('Isi aman.')).toBeVisible({ timeout: 20_000 });
    await page.locator('article .prose').getByText('tautan').click();
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator('article .prose [style], article .prose script').count()).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

test('a new article that cannot be loaded says so and offers another try @host', async ({
  page,
}) => {
  await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto('/blog/artikel-baru-saat-offline');
  // supabase-js first retries a dropped connection itself, with backoff.
  await expect(page.getByRole('alert')).toContainText('Gagal Memuat Artikel', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText(
    'Terjadi kesalahan saat mengambil data artikel. Coba lagi nanti.',
  );
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/artikel-baru-saat-offline$/);
  expect(consoleErrors.some((text) => text.includes('ArticleFallback'))).toBe(true);
});
