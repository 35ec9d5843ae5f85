import type { Page, Route } from '@playwright/test';
import { seededArticle, seededArticles } from '../../scripts/fixtures/seeded-articles.mjs';
import { setArticleWithdrawn, updateArticle } from '../../src/lib/articles';
import { publisher } from './support/backend';
import { freshArticle, untilServed } from './support/admin';
import { goOffline, read } from './support/offline';
import { site } from '../../src/config/site';
import {
  expect,
  expectedChatUrl,
  firstTapTimeout,
  hydrated,
  leadForm,
  test,
  stubOffMachine,
} from './support/fixtures';

const notice =
  /^Anda sedang offline\. Ini versi yang tersimpan pada \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB\.$/;

const other = seededArticles.find((article) => article.slug !== seededArticle.slug)!;

test('pages read online stay readable offline, with a notice; others say they were not kept @host', async ({
  page,
  context,
}) => {
  await read(page, `/blog/${seededArticle.slug}`);
  await read(page, '/blog');

  await goOffline(page);
  try {
    await page.reload();
    const shown = page.locator('[data-offline-notice]');
    await expect(shown).toHaveText(notice);
    // At the top of the page, seen below the fixed header, not under it.
    expect(
      await shown.evaluate((element) => {
        scrollTo({ top: 0, behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
        return element.contains(top) ? 'shown' : `under ${top?.tagName}`;
      }),
    ).toBe('shown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');

    await page.goto(`/blog/${seededArticle.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Anda sedang offline' })).toHaveText(
      notice,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededArticle.title);
    await expect(page.locator('article')).toContainText('Dokumen yang tidak lengkap');

    // An article never opened: the offline page, with what can be read.
    await page.goto(`/blog/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Halaman ini belum tersimpan di perangkat Anda.',
    );
    const keptList = page
      .getByRole('heading', { name: 'Artikel yang bisa dibaca offline' })
      .locator('xpath=following-sibling::ul[1]');
    await expect(keptList.getByRole('link')).toHaveText([seededArticle.title]);
    await expect(keptList.getByRole('link')).toHaveAttribute('href', `/blog/${seededArticle.slug}`);

    // The owner's pages and the search are never kept: offline, under any spelling, they get
    // the site's offline page, never the browser's own, nor a copy kept under another name.
    for (const path of [
      '/admin',
      '/admin/create-article',
      '/admin/edit-article?slug=x',
      '/blog/cari?q=paspor',
      '/admin.html',
      '/%61dmin',
      '/blog/%63ari',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        'Halaman ini belum tersimpan di perangkat Anda.',
      );
      await expect(keptList.getByRole('link'), path).toHaveText([seededArticle.title]);
    }
  } finally {
    await context.setOffline(false);
  }
});

test('no spelling of an owner’s page is kept, and a crafted path evicts no kept article @host', async ({
  page,
  context,
}) => {
  await read(page, `/blog/${seededArticle.slug}`);
  for (const path of ['/admin.html', '/%61dmin', '/blog/cari.html', '/blog/%63ari?q=paspor']) {
    await page.goto(path);
  }
  // A path that starts with // reads as another host: a 404 there must not touch the kept copy.
  const origin = new URL(page.url()).origin;
  const crafted = await page.goto(`${origin}//${new URL(origin).host}/blog/${seededArticle.slug}`);
  expect(crafted?.status()).toBe(404);
  const keys = await page.evaluate(async () =>
    (await (await caches.open('kept-pages-v1')).keys()).map((request) => request.url),
  );
  expect(keys.filter((url) => /admin|cari/.test(url))).toEqual([]);
  expect(keys).toContain(`${origin}/blog/${seededArticle.slug}`);

  await goOffline(page);
  try {
    await page.goto(`/blog/${seededArticle.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededArticle.title);
  } finally {
    await context.setOffline(false);
  }
});

test('a page asked for under the files’ folders is no file kept for ever', async ({
  page,
  context,
}) => {
  await read(page, `/blog/${seededArticle.slug}`);
  // Read as a server that decodes %2F would read it, this is the article, under /_images/.
  for (const crafted of [
    `/_images/..%2Fblog%2F${seededArticle.slug}`,
    `/_astro/..%2Fblog%2F${seededArticle.slug}`,
  ]) {
    const response = await page.goto(crafted);
    expect(response?.status(), crafted).toBe(404);
    const url = new URL(crafted, page.url()).href;
    const keptAsFile = await page.evaluate(
      async (key) => Boolean(await (await caches.open('kept-files-v1')).match(key)),
      url,
    );
    expect(keptAsFile, crafted).toBe(false);
    await goOffline(page);
    try {
      await page.goto(crafted);
      await expect(page.getByRole('heading', { level: 1 }), crafted).toHaveText(
        'Halaman ini belum tersimpan di perangkat Anda.',
      );
    } finally {
      await context.setOffline(false);
    }
  }
});

test('online the network wins: an edit shows at once, a withdrawn article is never shown from the device', async ({
  page,
  context,
}) => {
  test.slow(); // two rebuilds, which may queue behind other tests' rebuilds
  const article = await freshArticle('offline-segar');
  await untilServed(page, article.slug, (status) => status === 200);
  await read(page, `/blog/${article.slug}`);

  const edited = await updateArticle(publisher(), article.slug, {
    title: article.title,
    content: '<p>Isi yang sudah dibetulkan.</p>',
  });
  expect(edited.ok).toBe(true);
  await untilServed(page, article.slug, (_, html) => html.includes('Isi yang sudah dibetulkan.'));
  await page.goto(`/blog/${article.slug}`);
  await expect(page.locator('article')).toContainText('Isi yang sudah dibetulkan.');
  await expect(page.locator('[data-offline-notice]')).toHaveCount(0);
  // What is kept is the new text.
  await goOffline(page);
  await page.reload();
  await expect(page.locator('article')).toContainText('Isi yang sudah dibetulkan.');
  await context.setOffline(false);

  const withdrawn = await setArticleWithdrawn(publisher(), article.slug, true);
  expect(withdrawn.ok).toBe(true);
  await untilServed(page, article.slug, (status) => status === 404);
  await page.goto(`/blog/${article.slug}`);
  // The fallback finds the article gone and leads to the list (as admin-manage.spec checks).
  await expect(page).toHaveURL(/\/blog$/, { timeout: 30_000 });
  // Nor offline afterwards: the copy went with the article.
  await goOffline(page);
  try {
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Halaman ini belum tersimpan di perangkat Anda.',
    );
  } finally {
    await context.setOffline(false);
  }
});

test('a lead form sent offline keeps what was typed and says it will send once connected @host', async ({
  page,
  context,
}) => {
  await read(page, '/konsultasi-migran');
  const form = await leadForm(page, 'consultation');
  // The visitor tapped the form while online: its code is on the device.
  await form.getByLabel('Negara Tujuan').click();
  await hydrated(page, 'LeadForm');
  await goOffline(page);
  try {
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo, Jawa Timur');
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await form.getByRole('button', { name: /WhatsApp/ }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Anda sedang offline. Pesan akan bisa dikirim setelah tersambung.',
      { timeout: firstTapTimeout },
    );
    await expect(form.getByLabel('Negara Tujuan')).toHaveValue('Taiwan');
    await expect(form.getByLabel('Daerah Asal')).toHaveValue('Ponorogo, Jawa Timur');
    expect(popups).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('a lead form never touched online, filled and sent offline: the offline text and every value @host', async ({
  page,
  context,
}) => {
  // Read on the bus: the page is kept, but not the form's code, which nobody asked for.
  await read(page, '/konsultasi-migran');
  await goOffline(page);
  try {
    const form = await leadForm(page, 'consultation');
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo, Jawa Timur');
    await form.getByRole('button', { name: /WhatsApp/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Anda sedang offline' })).toHaveText(
      'Anda sedang offline. Pesan akan bisa dikirim setelah tersambung.',
      { timeout: firstTapTimeout },
    );
    const shown = await leadForm(page, 'consultation');
    await expect(shown.getByLabel('Negara Tujuan')).toHaveValue('Taiwan');
    await expect(shown.getByLabel('Daerah Asal')).toHaveValue('Ponorogo, Jawa Timur');
  } finally {
    await context.setOffline(false);
  }
});

test('a lead form whose code never comes, sent online, opens the chat with what was typed @host', async ({
  page,
  context,
}) => {
  // Blocked, not slow, from the start: the form's code never arrives, through the worker
  // neither (which would otherwise have kept it with the page).
  const formCode = (url: URL) => /\/_astro\/LeadForm\.[\w-]+\.js$/.test(url.pathname);
  const block = (route: Route) => route.abort('blockedbyclient');
  await context.route(formCode, block);
  await stubOffMachine(page);
  await read(page, '/konsultasi-migran');
  await expect(page.locator('astro-island[component-url*="LeadForm"]').first()).toHaveAttribute(
    'component-url',
    /\/_astro\/LeadForm\.[\w-]+\.js$/,
  );
  try {
    const form = await leadForm(page, 'consultation');
    await form.getByLabel('Negara Tujuan').fill('Taiwan');
    await form.getByLabel('Daerah Asal').fill('Ponorogo, Jawa Timur');
    await form.getByRole('button', { name: /WhatsApp/ }).click();
    await expect(page).toHaveURL(
      expectedChatUrl(
        `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.\n\n` +
          'Negara Tujuan: Taiwan\nDaerah Asal: Ponorogo, Jawa Timur',
      ),
      { timeout: firstTapTimeout },
    );
  } finally {
    await context.unroute(formCode, block);
  }
});

test('publishing keeps the worker; a deploy that changes what it keeps replaces it in the open tab', async ({
  page,
  request,
}) => {
  test.slow(); // a rebuild, which may queue behind other tests' rebuilds
  const offlineCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('offline-')));
  const worker = async () => (await request.get('/sw.js')).text();
  await read(page, '/blog');
  const before = await offlineCaches();
  expect(before).toHaveLength(1);
  const workerBefore = await worker();

  const article = await freshArticle('offline-build-baru');
  await untilServed(page, article.slug, (status) => status === 200);
  // The page comes from the network: the new build's list, at once.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: article.title, exact: true })).toBeVisible();
  // The same worker, byte for byte: no visitor's phone fetches and installs one for an article.
  expect(await worker()).toBe(workerBefore);

  // A deploy that changes the offline page or its files is a new worker (its bytes differ). The
  // browser's own look for a new worker cannot be routed, so the same worker at another address
  // stands in for it, and an older build's offline cache for the one it replaces.
  await page.evaluate(async () => {
    await (await caches.open('offline-0000000000000000')).put('/offline', new Response('lama'));
  });
  const claimed = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve('claimed'), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() =>
    navigator.serviceWorker.register('/sw.js?deploy=2', { updateViaCache: 'none' }),
  );
  expect(await claimed).toBe('claimed');
  await expect.poll(offlineCaches, { timeout: 15_000 }).toEqual(before);
});

test('the site can be installed on a phone’s home screen @host', async ({ page, context }) => {
  await read(page, '/');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are off the record, where Chrome never offers to install.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
