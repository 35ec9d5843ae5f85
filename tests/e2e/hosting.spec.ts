import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { createStaticServer } from '../../scripts/site/static-server.mjs';
import { freshArticle } from './support/admin';
import { expect, test } from './support/fixtures';
import { backendInfoFile, e2eSites } from './support/sites';

// What the host decides, checked on the static server (npm run test:e2e) and on Cloudflare's
// runtime (npm run test:cdn, tests tagged @host): addresses, redirects and caching.

const article = `/blog/${seededArticle.slug}`;
const year = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

test('each page has one address: .html, /index and a trailing slash lead there with 308 @host', async ({
  request,
}) => {
  for (const [spelled, address] of [
    ['/blog.html', '/blog'],
    [`${article}.html`, article],
    [`${article}.html?ref=wa`, `${article}?ref=wa`],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/blog/', '/blog'],
    [`${article}/?ref=wa`, `${article}?ref=wa`],
    ['/admin.html', '/admin'],
  ] as const) {
    const response = await request.get(spelled, { maxRedirects: 0 });
    expect(response.status(), spelled).toBe(308);
    expect(response.headers()['location'], spelled).toBe(address);
    // A redirect carries the policy too, and is not kept a year.
    expect(response.headers()['content-security-policy'], spelled).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers()['cache-control'] ?? '', spelled).not.toContain('immutable');
  }
  for (const address of ['/', '/blog', article, '/admin']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type'], address).toBe('text/html; charset=utf-8');
  }
});

test('fingerprinted files are kept a year, pages and the worker are asked for again, a 404 never kept @host', async ({
  request,
}) => {
  const html = await (await request.get(article)).text();
  // An island's code, named in its component-url (reading pages load it only when used).
  const script = /(\/_astro\/[\w.-]+\.js)/.exec(html)?.[1];
  // The whole stylesheet, which the page loads after its inline critical CSS.
  const style = /(\/_astro\/[\w.-]+\.css)/.exec(html)?.[1];
  // The article's photo, converted by the build from the loopback image server.
  const image = /(\/_images\/[\w-]+\.(?:avif|webp|jpg))/.exec(html)?.[1];
  for (const [file, type] of [
    [script, /^(text|application)\/javascript\b/],
    [style, /^text\/css\b/],
    [image, /^image\/(avif|webp|jpeg)$/],
  ] as const) {
    expect(file, `a ${type} on ${article}`).toBeDefined();
    const response = await request.get(file!);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(year);
    expect(response.headers()['content-type'], file).toMatch(type);
  }

  const page = await request.get(article);
  expect(page.headers()['cache-control']).toBe(revalidate);

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript\b/);

  for (const missing of ['/_astro/tidak-ada.js', '/_images/tidak-ada.jpg', '/tidak-ada']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['cache-control'], missing).toBe('no-store');
    expect(response.headers()['content-security-policy'], missing).toContain("default-src 'self'");
  }
});

test('HEAD answers with the headers of GET and no body @host', async ({ request }) => {
  for (const address of [article, '/sw.js', '/tidak-ada']) {
    const [get, head] = [await request.get(address), await request.head(address)];
    expect(head.status(), address).toBe(get.status());
    for (const name of ['content-type', 'cache-control', 'content-security-policy']) {
      expect(head.headers()[name], `${name} of ${address}`).toBe(get.headers()[name]);
    }
    expect((await head.body()).length, address).toBe(0);
  }
});

// Where the built site is served as it is deployed, nothing rebuilds it during the run: an
// article published meanwhile is the 404 page's fallback's to show, as on the host between
// publish and deploy (docs/deploy.md § 7). On npm start's server, publishing rebuilds.
test('an article published after the build is shown by the 404 page, and only there @cdn', async ({
  page,
}) => {
  const fresh = await freshArticle('uji-cdn');
  const response = await page.goto(`/blog/${fresh.slug}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  // The island reads the article from the backend through the CSP's connect-src.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.title, {
    timeout: 20_000,
  });
  await expect(page.getByText(`Isi lama ${fresh.slug.slice(-8)}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/blog/${fresh.slug}$`));

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.getByText(fresh.title)).toHaveCount(0);
});

/** What a visitor's browser or a cache reads from an answer; the body as a length. */
async function answer(origin: string, address: string, method: 'GET' | 'HEAD') {
  const response = await fetch(origin + address, {
    method,
    redirect: 'manual',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    location: header('location'),
    cacheControl: header('cache-control'),
    // Known and harmless (docs/deploy.md, "Running a host locally"): workerd names JavaScript
    // application/javascript and leaves out charset=utf-8 for XML, as UTF-8 is both's default.
    contentType: header('content-type')
      ?.replace('application/javascript', 'text/javascript')
      .replace('image/vnd.microsoft.icon', 'image/x-icon')
      .replace(/^((?:text\/javascript|application\/xml));\s*charset=utf-8$/i, '$1'),
    policy: header('content-security-policy'),
    frames: header('x-frame-options'),
    sniffing: header('x-content-type-options'),
    referrer: header('referrer-policy'),
    bytes: (await response.arrayBuffer()).byteLength,
  };
}

test('the static server answers every kind of address as workerd does @cdn', async ({
  baseURL,
}) => {
  const { siteDir } = JSON.parse(await readFile(backendInfoFile('seeded'), 'utf8')) as {
    siteDir: string;
  };
  const first = async (dir: string, pattern: RegExp) =>
    (await readdir(path.join(siteDir, dir))).find((name) => pattern.test(name));
  const addresses = [
    ...['/', '/blog', article, '/admin', '/admin/create-article', '/blog/kategori/panduan'],
    ...['/index.html', '/index', '/blog.html', `${article}.html`, '/404.html', '/offline.html'],
    ...['/blog/', `${article}/`, '/admin/', '/index/', '/blog.html?ref=wa', `${article}/?ref=wa`],
    ...['/blog/kategori', '/blog/kategori/', '/tidak-ada', '/tidak-ada/', '/blog/tidak-ada'],
    ...['//blog', '/a/../blog', '/%61dmin', '/blog/%63ari', '/BLOG', '/.env', '/_redirects'],
    ...['/sw.js', '/manifest.webmanifest', '/favicon.ico', '/favicon.svg', '/robots.txt'],
    ...['/rss.xml', '/sitemap-index.xml', '/sitemap-0.xml', '/images/og-default.png'],
    `/_astro/${await first('_astro', /\.js$/)}`,
    `/_astro/${await first('_astro', /\.css$/)}`,
    `/_images/${await first('_images', /\.avif$/)}`,
    ...['/_astro/tidak-ada.js', '/_images/tidak-ada.jpg', '/_astro/', '/_images/'],
  ];
  const server = createStaticServer({ getRoot: () => siteDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ours = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const workerd = baseURL ?? e2eSites.seeded.url;
  try {
    const differences: string[] = [];
    for (const method of ['GET', 'HEAD'] as const) {
      for (const address of addresses) {
        const [mine, theirs] = [
          await answer(ours, address, method),
          await answer(workerd, address, method),
        ];
        for (const key of Object.keys(mine) as Array<keyof typeof mine>) {
          if (mine[key] !== theirs[key]) {
            differences.push(`${method} ${address} ${key}: ${mine[key]} | workerd ${theirs[key]}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  } finally {
    server.close();
  }
});
