import { describe, expect, it } from 'vitest';
import {
  keptAt,
  overBudget,
  pageKey,
  pageTitle,
  requestKind,
  withKeptArticles,
  withOfflineNotice,
  type KeptEntry,
} from '../../src/service-worker/policy';

const origin = 'https://sahabatmigran.id';
const navigate = (path: string, method = 'GET') => ({
  url: `${origin}${path}`,
  method,
  mode: 'navigate',
});

describe('what the service worker does with a request', () => {
  it('keeps the pages a reader opens, and never the owner’s pages or the search, which stay live', () => {
    for (const path of [
      '/',
      '/konsultasi-migran',
      '/blog',
      '/blog/2',
      '/blog/kategori/dokumen',
      '/blog/cara-mengurus-paspor',
    ]) {
      expect([path, requestKind(navigate(path), origin)]).toEqual([path, 'page']);
    }
    for (const path of [
      '/admin',
      '/admin/edit-article?slug=x',
      '/admin/sinonim',
      '/blog/cari',
      '/blog/cari?q=paspor',
    ]) {
      expect([path, requestKind(navigate(path), origin)]).toEqual([path, 'live']);
    }
  });

  it('knows the owner’s pages and the search under any spelling the server answers', () => {
    for (const path of [
      '/admin.html',
      '/%61dmin',
      '/admin/',
      '/admin//create-article',
      '/admin/create-article.html',
      '/%61dmin/edit-article?slug=x',
      '/blog/cari.html',
      '/blog/%63ari',
      '/blog%2fcari',
      '/blog/cari/',
    ]) {
      expect([path, requestKind(navigate(path), origin)]).toEqual([path, 'live']);
    }
  });

  it('keeps nothing under a path that starts with //, which a browser reads as another host', () => {
    for (const path of ['//admin', '//sahabatmigran.id/blog/paspor', '//127.0.0.1:4321/blog/x']) {
      expect([path, requestKind(navigate(path), origin)]).toEqual([path, 'pass']);
    }
    expect(requestKind(navigate('/blog/%E0%A4%A'), origin)).toBe('pass');
  });

  it('serves fingerprinted files from the cache first, and leaves the API and other sites alone', () => {
    const file = (url: string) => ({ url, method: 'GET', mode: 'no-cors' });
    expect(requestKind(file(`${origin}/_astro/index.B1c2.css`), origin)).toBe('immutable');
    expect(requestKind(file(`${origin}/_images/ab12-480.avif`), origin)).toBe('immutable');
    expect(requestKind(file('https://x.supabase.co/rest/v1/articles'), origin)).toBe('pass');
    expect(requestKind(file('https://wa.me/628123'), origin)).toBe('pass');
    expect(requestKind(navigate('/blog', 'POST'), origin)).toBe('pass');
    expect(requestKind(file(`${origin}/rss.xml`), origin)).toBe('pass');
  });

  it('keeps as unchanging only files a page loads whose path, read as a server reads it, stays in their folder', () => {
    const file = (path: string) => ({ url: `${origin}${path}`, method: 'GET', mode: 'no-cors' });
    for (const path of [
      '/_images/..%2Fblog%2Fcara-mengurus-paspor',
      '/_images/..%2fblog%2fcara-mengurus-paspor',
      '/_astro/..%2F..%2Fblog%2Fcara-mengurus-paspor',
      '/_images/%2E%2E%2Fblog%2Fcara-mengurus-paspor',
      '/_images/..%5Cblog%5Ccara-mengurus-paspor',
      '/_images/x%00.avif',
      '/_images/%E0%A4%A',
      '/_images/',
      '/_astro/',
    ]) {
      expect([path, requestKind(file(path), origin)]).toEqual([path, 'pass']);
    }
    expect(requestKind(file('/_images/%61b12-480.avif'), origin)).toBe('immutable');
    expect(requestKind(file('/_astro/sub/..%2Findex.B1c2.css'), origin)).toBe('immutable');
    // A navigation is a page, never a file kept for ever: network first, gone when withdrawn.
    expect(requestKind(navigate('/_images/..%2Fblog%2Fcara-mengurus-paspor'), origin)).toBe('page');
    expect(requestKind(navigate('/_images/ab12-480.avif'), origin)).toBe('page');
    expect(requestKind(navigate('/_astro/index.B1c2.css'), origin)).toBe('page');
  });

  it('keeps the files a reading page loads, not those of the owner’s pages', () => {
    const from = (referrer: string) => ({
      url: `${origin}/_astro/AdminEditor.Ej06.js`,
      method: 'GET',
      mode: 'cors',
      referrer,
    });
    expect(requestKind(from(`${origin}/blog/cara-mengurus-paspor`), origin)).toBe('immutable');
    expect(requestKind(from(''), origin)).toBe('immutable');
    expect(requestKind(from(`${origin}/admin/edit-article?slug=x`), origin)).toBe('pass');
    expect(requestKind(from(`${origin}/admin`), origin)).toBe('pass');
    expect(requestKind(from(`${origin}/blog/cari?q=paspor`), origin)).toBe('pass');
    expect(requestKind(from('https://elsewhere.example/admin'), origin)).toBe('immutable');
  });

  it('keeps one copy of a page whatever its query or spelling, on its own origin', () => {
    expect(pageKey(`${origin}/blog/paspor?utm_source=wa#biaya`)).toBe(`${origin}/blog/paspor`);
    expect(pageKey(`${origin}/blog/paspor/`)).toBe(`${origin}/blog/paspor`);
    expect(pageKey(`${origin}/blog/paspor.html`)).toBe(`${origin}/blog/paspor`);
    expect(pageKey(`${origin}/blog/%70aspor`)).toBe(`${origin}/blog/paspor`);
    expect(pageKey(`${origin}/index.html`)).toBe(`${origin}/`);
    expect(pageKey(`${origin}/`)).toBe(`${origin}/`);
  });
});

describe('the budget', () => {
  const entry = (url: string, storedAt: number, bytes: number, page?: KeptEntry['page']) => ({
    url,
    storedAt,
    bytes,
    page,
  });

  it('drops the oldest articles past the count, then the oldest files past the bytes', () => {
    const entries = [
      entry('/blog/a', 1, 100, 'article'),
      entry('/blog/b', 2, 100, 'article'),
      entry('/blog/c', 3, 100, 'article'),
      entry('/', 4, 100, 'other'),
      entry('/_images/x.avif', 5, 500),
      entry('/_images/y.avif', 6, 500),
    ];
    expect(overBudget(entries, { articles: 2, otherPages: 5, bytes: 10_000 })).toEqual(['/blog/a']);
    expect(overBudget(entries, { articles: 2, otherPages: 5, bytes: 900 }).sort()).toEqual(
      ['/', '/_images/x.avif', '/blog/a', '/blog/b', '/blog/c'].sort(),
    );
    expect(overBudget(entries, { articles: 30, otherPages: 20, bytes: 10_000 })).toEqual([]);
  });
});

describe('what the worker writes into pages', () => {
  it('dates a kept copy in the site’s time zone', () => {
    expect(keptAt(Date.parse('2026-11-24T03:15:00Z'))).toBe('24 November 2026 pukul 10.15 WIB');
  });

  it('puts the offline notice first in the page’s main content, below the fixed header', () => {
    const html = withOfflineNotice(
      '<html><head></head><body class="flex"><header>Menu</header><main id="konten">Isi</main></body></html>',
      Date.parse('2026-11-24T03:15:00Z'),
    );
    expect(html).toMatch(
      /<main id="konten"><p role="status" data-offline-notice [^>]*>Anda sedang offline\. Ini versi yang tersimpan pada 24 November 2026 pukul 10\.15 WIB\.<\/p>Isi<\/main>/,
    );
  });

  it('lists the kept articles on the offline page, newest first, escaped', () => {
    const page = '<h2>Artikel yang bisa dibaca offline</h2><!--kept-articles-->';
    const html = withKeptArticles(page, [
      { url: `${origin}/blog/lama`, storedAt: 1, bytes: 1, page: 'article', title: 'Lama' },
      { url: `${origin}/blog`, storedAt: 2, bytes: 1, page: 'other', title: 'Blog' },
      {
        url: `${origin}/blog/baru`,
        storedAt: 3,
        bytes: 1,
        page: 'article',
        title: 'Biaya <Resmi> & "Aman"',
      },
    ]);
    expect(html).toContain(
      '<li><a class="font-semibold text-brand-700 underline" href="/blog/baru">Biaya &lt;Resmi&gt; &amp; &quot;Aman&quot;</a></li>' +
        '<li><a class="font-semibold text-brand-700 underline" href="/blog/lama">Lama</a></li>',
    );
    expect(withKeptArticles(page, [])).toContain('Belum ada artikel yang tersimpan.');
  });

  it('names a page by its heading, as text', () => {
    expect(
      pageTitle('<title>X | Sahabat Migran</title><h1 class="a">Biaya &amp; <em>Syarat</em></h1>'),
    ).toBe('Biaya & Syarat');
    expect(pageTitle('<title>Blog | Sahabat Migran</title>')).toBe('Blog | Sahabat Migran');
  });
});
