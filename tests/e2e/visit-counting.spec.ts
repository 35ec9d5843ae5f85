import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  seededArticle,
  seededArticleWithoutThumbnail,
} from '../../scripts/fixtures/seeded-articles.mjs';
import { countPagePath } from '../../src/config/analytics';
import { site } from '../../src/config/site';
import {
  expect,
  firstTapTimeout,
  leadForm,
  newTabFrom,
  stubOffMachine,
  test,
} from './support/fixtures';

const article = `/blog/${seededArticle.slug}`;
const isCount = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === countPagePath;

/** Every count the page's context sends (the page's own, and the service worker's). */
function countsSent(context: BrowserContext) {
  const sent: Request[] = [];
  context.on('request', (request) => {
    if (isCount(request)) sent.push(request);
  });
  return sent;
}

/** What each count said; null for the worker passing the page's on (its body is a stream). */
const bodies = (sent: Request[]) => sent.map((request) => request.postDataJSON());

/**
 * Resolves once the page has loaded and then been idle: the counting script, which asks for its
 * idle time at load, has sent its visit by then (idle callbacks run in the order asked).
 */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 0));
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );

test.describe('counting visits @host', () => {
  // The worker answers the count request itself when the network fails; these tests are online.
  test.use({ serviceWorkers: 'block' });

  test('a visit sends the path, the kind and the source, and no referrer reaches the API', async ({
    page,
  }) => {
    const sent = page.waitForRequest(isCount);
    await page.goto(`${article}?utm_source=grup#bagian`, { referer: 'https://www.google.co.id/' });
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ path: article, kind: 'visit', source: 'google' });
    const headers = await request.allHeaders();
    expect(headers.referer).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect((await request.response())?.status()).toBe(204);
  });

  test('each source as the referrer host says, never more than one visit a page', async ({
    page,
    context,
  }) => {
    const sent = countsSent(context);
    for (const [referer, path] of [
      ['https://l.facebook.com/l.php?u=x', '/'],
      ['https://l.wl.co/l?u=x', '/blog'],
      ['https://google.evil.com/', '/privasi'],
    ] as const) {
      await page.goto(path, { referer });
      await afterIdle(page);
    }
    // Within the site, the source is 'langsung'.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Konsultasi Migran' }).click();
    await expect(page).toHaveURL(/\/konsultasi-migran$/);
    await afterIdle(page);
    await expect.poll(() => sent.length).toBe(4);
    expect(bodies(sent)).toEqual([
      { path: '/', kind: 'visit', source: 'facebook' },
      { path: '/blog', kind: 'visit', source: 'whatsapp' },
      { path: '/privasi', kind: 'visit', source: 'lainnya' },
      { path: '/konsultasi-migran', kind: 'visit', source: 'langsung' },
    ]);
  });

  test('leaves no cookie and no key in the browser’s storage', async ({ page, context }) => {
    const sent = countsSent(context);
    for (const path of ['/', '/blog', article, '/privasi', '/pesan-tiket']) {
      await page.goto(path, { referer: 'https://www.facebook.com/' });
      await afterIdle(page);
      expect(
        await page.evaluate(() => [localStorage.length, sessionStorage.length]),
        `storage after ${path}`,
      ).toEqual([0, 0]);
    }
    await expect.poll(() => sent.length).toBe(5);
    expect(await context.cookies()).toEqual([]);
  });

  test('the owner’s pages, the search and the offline page count nothing', async ({
    page,
    context,
  }) => {
    const sent = countsSent(context);
    for (const path of ['/admin', '/admin/create-article', '/blog/cari?q=paspor', '/offline']) {
      await page.goto(path);
      await afterIdle(page);
    }
    // A page that does count, last: its visit is the only one.
    await page.goto('/');
    await afterIdle(page);
    await expect.poll(() => sent.length).toBe(1);
    expect(bodies(sent)).toEqual([{ path: '/', kind: 'visit', source: 'langsung' }]);
  });

  test('a missing page counts nothing', async ({ page, context }) => {
    const sent = countsSent(context);
    await page.goto('/tidak-ada');
    await afterIdle(page);
    await page.goto('/pesan-tiket');
    await afterIdle(page);
    await expect.poll(() => sent.length).toBe(1);
    expect(bodies(sent)).toEqual([{ path: '/pesan-tiket', kind: 'visit', source: 'langsung' }]);
  });
});

test.describe('the 404 page @host', () => {
  test.use({ serviceWorkers: 'block' });

  test('counts an article its fallback shows, at the article’s address', async ({
    page,
    context,
  }) => {
    // The host answers an article published after the last build with the 404 page. Without
    // images: the test's image host is http, which the CSP refuses.
    const fresh = `/blog/${seededArticleWithoutThumbnail.slug}`;
    await page.route(`**${fresh}`, (route) =>
      route.continue({
        url: new URL('/halaman-yang-tidak-pernah-ada', route.request().url()).href,
      }),
    );
    const sent = countsSent(context);
    await page.goto(fresh, { referer: 'https://www.google.com/' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      seededArticleWithoutThumbnail.title,
    );
    await expect.poll(() => sent.length).toBe(1);
    expect(bodies(sent)).toEqual([{ path: fresh, kind: 'visit', source: 'google' }]);
  });
});

test.describe('a browser that asks not to be tracked @host', () => {
  test.use({ serviceWorkers: 'block', extraHTTPHeaders: { 'Sec-GPC': '1' } });

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    [
      'Do Not Track',
      () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    ],
  ] as const) {
    test(`with ${signal} sends nothing, not even a chat`, async ({ page, context }) => {
      await context.addInitScript(script);
      const sent = countsSent(context);
      for (const path of ['/', article]) {
        await page.goto(path, { referer: 'https://www.google.com/' });
        await afterIdle(page);
      }
      const tab = await newTabFrom(
        page.getByRole('banner').getByRole('link', { name: 'Konsultasi Gratis' }),
      );
      await tab.close();
      await afterIdle(page);
      expect(bodies(sent)).toEqual([]);
    });
  }
});

test.describe('counting WhatsApp chats @host', () => {
  test.use({ serviceWorkers: 'block' });

  test('‘Konsultasi Gratis’ counts one chat for the page, with the visit’s source', async ({
    page,
    context,
  }) => {
    const sent = countsSent(context);
    await page.goto('/pesan-tiket', { referer: 'https://m.facebook.com/' });
    await afterIdle(page);
    const tab = await newTabFrom(
      page.getByRole('banner').getByRole('link', { name: 'Konsultasi Gratis' }),
    );
    expect(tab.url()).toMatch(new RegExp(`^https://wa\\.me/${site.phone.international}\\?`));
    await expect.poll(() => sent.length).toBe(2);
    expect(bodies(sent)).toEqual([
      { path: '/pesan-tiket', kind: 'visit', source: 'facebook' },
      { path: '/pesan-tiket', kind: 'chat', source: 'facebook' },
    ]);
  });

  test('a lead form sent counts one chat, once', async ({ page, context }) => {
    const sent = countsSent(context);
    await page.goto('/konsultasi-migran', { referer: 'https://wa.me/' });
    await afterIdle(page);
    const form = await leadForm(page, 'consultation');
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo');
    await newTabFrom(form.getByRole('button', { name: /WhatsApp/ }));
    await expect(page.getByRole('status').first()).toBeVisible({ timeout: firstTapTimeout });
    await expect.poll(() => sent.length).toBe(2);
    await afterIdle(page);
    expect(bodies(sent)).toEqual([
      { path: '/konsultasi-migran', kind: 'visit', source: 'whatsapp' },
      { path: '/konsultasi-migran', kind: 'chat', source: 'whatsapp' },
    ]);
    // Nothing typed is in any count.
    expect(sent.map((request) => request.postData()).join()).not.toMatch(/Taiwan|Ponorogo/);
  });

  test('a lead form the browser sends itself (its code never came) counts one chat', async ({
    page,
    context,
  }) => {
    const sent = countsSent(context);
    // Astro asks again with a query: blocked by its path, not its address.
    const formCode = (url: URL) => /\/_astro\/LeadForm\.[\w-]+\.js$/.test(url.pathname);
    await page.route(formCode, (route) => route.abort('blockedbyclient'));
    await stubOffMachine(page);
    await page.goto('/konsultasi-migran');
    await afterIdle(page);
    const form = await leadForm(page, 'consultation');
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo');
    await form.getByRole('button', { name: /WhatsApp/ }).click();
    await expect(page).toHaveURL(/^https:\/\/wa\.me\//, { timeout: firstTapTimeout });
    await expect.poll(() => sent.length).toBe(2);
    expect(bodies(sent)).toEqual([
      { path: '/konsultasi-migran', kind: 'visit', source: 'langsung' },
      { path: '/konsultasi-migran', kind: 'chat', source: 'langsung' },
    ]);
  });

  test('sharing an article to WhatsApp is no chat', async ({ page, context }) => {
    const sent = countsSent(context);
    await page.goto(article);
    await afterIdle(page);
    const tab = await newTabFrom(page.getByRole('link', { name: 'Bagikan ke WhatsApp' }));
    expect(tab.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await tab.close();
    await afterIdle(page);
    expect(bodies(sent)).toEqual([{ path: article, kind: 'visit', source: 'langsung' }]);
  });
});

test('a page read offline counts for its day once the phone is online again @host', async ({
  page,
  context,
}) => {
  const sent = countsSent(context);
  await page.goto(article);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(async () => {
    const found = await page.evaluate(
      async (url) => Boolean(await (await caches.open('kept-pages-v1')).match(url)),
      new URL(article, page.url()).href,
    );
    expect(found).toBe(true);
  }).toPass({ timeout: 10_000 });
  await afterIdle(page);
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
  const online = sent.length;

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-offline-notice]')).toBeVisible();
  await afterIdle(page);
  // Queued by the worker, with the day it was read in Jakarta.
  const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const queue = await (await caches.open('count-queue-v1')).match('/count-queue');
        return queue ? ((await queue.json()) as { day: string; path: string }[]) : [];
      }),
    )
    .toEqual([expect.objectContaining({ path: article, kind: 'visit', source: 'langsung', day })]);

  await context.setOffline(false);
  await page.goto('/blog');
  await expect
    .poll(() => bodies(sent).filter((body) => body && 'day' in body))
    .toEqual([{ path: article, kind: 'visit', source: 'langsung', day }]);
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('count-queue-v1')).keys()))
    .toHaveLength(0);
  expect(sent.length).toBeGreaterThan(online);
});
