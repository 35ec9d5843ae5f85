import { describe, expect, it } from 'vitest';
import { formatArticleDate } from '../../src/lib/article-date';
import { shareUrls } from '../../src/lib/links';
import { articlePath, slugPattern } from '../../src/lib/article-path';
import { slugify } from '../../src/lib/slugify';
import { chooseThumbnail, defaultThumbnail } from '../../src/lib/thumbnail';

describe('slugify', () => {
  it.each([
    ['Tips Aman Bekerja di Taiwan', 'tips-aman-bekerja-di-taiwan'],
    ['Panduan  Dokumen -- PMI', 'panduan-dokumen-pmi'],
    ['Biaya 2026: Rp 15.000.000 (Perkiraan)!', 'biaya-2026-rp-15000000-perkiraan'],
    ['Café & Crème Brûlée à Taipei', 'cafe-creme-brulee-a-taipei'],
    ['   spasi di ujung   ', 'spasi-di-ujung'],
    ['-awal dan akhir-', 'awal-dan-akhir'],
    ['KDEI — Kantor Dagang', 'kdei-kantor-dagang'],
    ['台灣 Taiwan 🇹🇼', 'taiwan'],
    ['snake_case/and.dots', 'snakecaseanddots'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always yields what the database accepts', () => {
    for (const title of ['A - B', 'x--y', ' - ', 'Ñandú 3 ', 'ä-ö-ü']) {
      const slug = slugify(title);
      if (slug) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('leaves a title of digits alone as digits, for the editor to refuse', () => {
    expect(slugify('2026')).toBe('2026');
    expect(slugPattern.test('2026')).toBe(false);
    expect(slugPattern.test('2026-tips')).toBe(true);
  });

  it('refuses the names of the search and category pages, not slugs that start with them', () => {
    for (const slug of ['cari', 'kategori']) expect(slugPattern.test(slug)).toBe(false);
    for (const slug of ['cari-kerja', 'kategori-baru', 'mencari']) {
      expect(slugPattern.test(slug)).toBe(true);
    }
    expect(articlePath.exec('/blog/cari')).toBeNull();
    expect(articlePath.exec('/blog/cari-kerja')?.[1]).toBe('cari-kerja');
  });
});

describe('articlePath', () => {
  it('finds the slug in an article address', () => {
    expect(articlePath.exec('/blog/tips-aman')?.[1]).toBe('tips-aman');
    expect(articlePath.exec('/blog/2026-tips/')?.[1]).toBe('2026-tips');
  });

  it('is not an article address when it is a blog list page or something else', () => {
    for (const path of ['/blog/2', '/blog/2/', '/blog', '/blog/', '/blog/a/b', '/blog/Tips']) {
      expect(articlePath.test(path), path).toBe(false);
    }
  });
});

describe('formatArticleDate', () => {
  it('uses the Indonesian long form', () => {
    expect(formatArticleDate('2026-11-20T03:00:00Z')).toBe('20 November 2026');
  });

  it('dates by Jakarta time (UTC+7) across the UTC midnight boundary', () => {
    expect(formatArticleDate('2026-11-20T16:59:59Z')).toBe('20 November 2026');
    expect(formatArticleDate('2026-11-20T17:00:00Z')).toBe('21 November 2026');
    expect(formatArticleDate('2026-12-31T18:30:00+00:00')).toBe('1 Januari 2027');
  });
});

describe('chooseThumbnail', () => {
  it("prefers the article's own thumbnail", () => {
    expect(
      chooseThumbnail({
        thumbnail_url: 'https://cdn.example/t.jpg',
        content: '<img src="/x.jpg">',
      }),
    ).toBe('https://cdn.example/t.jpg');
  });

  it('falls back to the first image in the content, whatever the quoting', () => {
    const content = '<p>a</p><img alt="x" src="https://img.example/1.webp"><img src="/2.jpg">';
    expect(chooseThumbnail({ thumbnail_url: null, content })).toBe('https://img.example/1.webp');
    expect(chooseThumbnail({ thumbnail_url: '', content: "<img src='/a.png'>" })).toBe('/a.png');
    expect(chooseThumbnail({ thumbnail_url: null, content: '<IMG SRC=/b.png>' })).toBe('/b.png');
  });

  it('uses the default image when there is none, or none that is safe', () => {
    expect(chooseThumbnail({ thumbnail_url: null, content: '<p>Teks saja</p>' })).toBe(
      defaultThumbnail,
    );
    expect(
      chooseThumbnail({ thumbnail_url: 'javascript:alert(1)', content: '<img src="data:x">' }),
    ).toBe(defaultThumbnail);
    expect(chooseThumbnail({ thumbnail_url: null, content: '<img src="//evil/x.png">' })).toBe(
      defaultThumbnail,
    );
  });
});

describe('shareUrls', () => {
  const page = 'https://sahabatmigran.id/blog/tips-aman?ref=a&b=1';
  const title = 'Tips Aman & Nyaman #1';
  const urls = shareUrls(page, title);

  it('builds each provider link with the page URL (and title) encoded', () => {
    expect(urls.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsahabatmigran.id%2Fblog%2Ftips-aman%3Fref%3Da%26b%3D1',
    );
    expect(new URL(urls.x).searchParams.get('url')).toBe(page);
    expect(new URL(urls.x).searchParams.get('text')).toBe(title);
    expect(new URL(urls.whatsapp).searchParams.get('text')).toBe(`${title} ${page}`);
    expect(new URL(urls.line).origin).toBe('https://social-plugins.line.me');
    expect(new URL(urls.line).searchParams.get('url')).toBe(page);
  });
});
