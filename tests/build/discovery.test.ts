import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slugify';
import { absolute, built, builtFiles, canonical, jsonLd, meta, page, site } from './support';

const perPage = 24;

/**
 * The categories the build should have, worked out here from the articles the database lists:
 * one per slug of the name, named as its newest article names it, articles newest first.
 */
const expected = (() => {
  const groups = new Map<string, { name: string; slugs: string[] }>();
  for (const article of site.articles) {
    const name = article.category?.replace(/\s+/g, ' ').trim();
    const slug = name ? slugify(name) : '';
    if (!slug) continue;
    const group = groups.get(slug) ?? { name: name!, slugs: [] };
    group.slugs.push(article.slug);
    groups.set(slug, group);
  }
  return groups;
})();

const articleLinks = (path: string) =>
  DomUtils.getElementsByTagName('h2', page(path))
    .flatMap((h2) => DomUtils.getElementsByTagName('a', h2))
    .map((a) => a.attribs.href);

const headingOf = (path: string) =>
  DomUtils.textContent(DomUtils.getElementsByTagName('h1', page(path))[0]!).trim();

describe('category pages', () => {
  it('the fixture has a category big enough for two pages, written several ways', () => {
    const guides = expected.get('panduan')!;
    expect(guides.slugs.length).toBeGreaterThan(perPage);
    const spellings = new Set(
      site.articles
        .filter((a) => a.category && slugify(a.category) === 'panduan')
        .map((a) => a.category),
    );
    expect(spellings.size).toBeGreaterThan(2);
  });

  it.each([...expected.keys()])(
    '/blog/kategori/%s lists exactly its articles, newest first, paged',
    (slug) => {
      const { name, slugs } = expected.get(slug)!;
      const pages = Math.ceil(slugs.length / perPage);
      for (let n = 1; n <= pages; n += 1) {
        const path = n === 1 ? `/blog/kategori/${slug}` : `/blog/kategori/${slug}/${n}`;
        expect(headingOf(path)).toBe(`Kategori: ${name}`);
        expect(articleLinks(path)).toEqual(
          slugs.slice((n - 1) * perPage, n * perPage).map((s) => `/blog/${s}`),
        );
      }
      expect(() => built(`/blog/kategori/${slug}/${pages + 1}`)).toThrow(/ENOENT/);
    },
  );

  it('builds no page for a category no article has, and none for articles without one', () => {
    const dir = join(site.root, 'blog', 'kategori');
    const firstPages = readdirSync(dir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.slice(0, -5));
    expect(firstPages.sort()).toEqual([...expected.keys()].sort());
    const uncategorized = site.articles
      .filter((a) => !a.category?.trim())
      .map((a) => `/blog/${a.slug}`);
    expect(uncategorized).toContain(`/blog/${site.hostile.slug}`);
    for (const slug of expected.keys()) {
      expect(articleLinks(`/blog/kategori/${slug}`)).not.toContain(`/blog/${site.hostile.slug}`);
    }
  });

  it('each has its own title, description, canonical and breadcrumb', () => {
    const path = '/blog/kategori/panduan/2';
    const html = page(path);
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('title', html)[0]!)).toMatch(
      /^Kategori: Panduan \(halaman 2\) \| /,
    );
    expect(meta(html, 'description')).toMatch(/^Artikel Panduan untuk pekerja migran/);
    expect(canonical(html)).toBe(absolute(path));
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Beranda', item: absolute('/') },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: absolute('/blog') },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Kategori: Panduan',
            item: absolute('/blog/kategori/panduan'),
          },
        ],
      },
    ]);
    expect(canonical(page('/blog/kategori/keuangan'))).toBe(absolute('/blog/kategori/keuangan'));
  });

  it('are in the sitemap; the search page is not', () => {
    const urls = [...built('/sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const slug of expected.keys()) expect(urls).toContain(absolute(`/blog/kategori/${slug}`));
    expect(urls).toContain(absolute('/blog/kategori/panduan/2'));
    expect(urls).not.toContain(absolute('/blog/cari'));
    expect(meta(page('/blog/cari'), 'robots')).toBe('noindex');
  });

  it('/blog links every category with its count; badges link to their category', () => {
    const links = DomUtils.getElementsByTagName('nav', page('/blog'))
      .filter((nav) => nav.attribs['aria-label'] === 'Kategori artikel')
      .flatMap((nav) => DomUtils.getElementsByTagName('a', nav));
    expect(links.map((a) => a.attribs.href).sort()).toEqual(
      [...expected.keys()].map((slug) => `/blog/kategori/${slug}`).sort(),
    );
    const guides = links.find((a) => a.attribs.href === '/blog/kategori/panduan')!;
    expect(DomUtils.textContent(guides).replace(/\s+/g, ' ').trim()).toBe(
      `Panduan (${expected.get('panduan')!.slugs.length})`,
    );
    const article = site.articles.find((a) => a.category === 'Keuangan')!;
    const badges = DomUtils.getElementsByTagName('a', page(`/blog/${article.slug}`)).filter(
      (a) => a.attribs.href === '/blog/kategori/keuangan',
    );
    expect(badges.length).toBeGreaterThan(0);
  });
});

describe("an article's related articles", () => {
  const related = (slug: string) => {
    const section = DomUtils.getElementsByTagName('section', page(`/blog/${slug}`)).find(
      (s) => s.attribs['aria-labelledby'] === 'artikel-terkait',
    );
    return section
      ? DomUtils.getElementsByTagName('a', section)
          .map((a) => a.attribs.href!)
          .filter((href) => !href.startsWith('/blog/kategori/'))
      : [];
  };

  it('are three: the newest of the same category first, then the newest', () => {
    const guides = expected.get('panduan')!.slugs;
    expect(related(guides[5]!)).toEqual(
      guides
        .filter((s) => s !== guides[5])
        .slice(0, 3)
        .map((s) => `/blog/${s}`),
    );
    // Without a category: the newest articles.
    const newest = site.articles.map((a) => a.slug).filter((s) => s !== site.hostile.slug);
    expect(related(site.hostile.slug)).toEqual(newest.slice(0, 3).map((s) => `/blog/${s}`));
  });
});

describe('search', () => {
  it('is answered by the database: the build writes no search index', () => {
    expect(existsSync(join(site.root, 'pagefind'))).toBe(false);
    expect(builtFiles('').filter((file) => /pagefind|\.wasm$/.test(file))).toEqual([]);
  });
});
