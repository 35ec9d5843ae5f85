import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { site as business } from '../../src/config/site';
import {
  absolute,
  built,
  canonical,
  jsonLd,
  links,
  meta,
  page,
  scripts,
  servicePages,
  site,
} from './support';

const defaultImage = absolute('/images/og-default.png');
const indexable = ['/', ...servicePages.map((page) => page.path), '/blog', '/blog/2', '/privasi'];

describe('head of every listed page', () => {
  it.each(indexable)('%s has its canonical URL, OpenGraph and Twitter tags', (path) => {
    expect(built(path)).toMatch(/^<!DOCTYPE html><html lang="id"/i);
    const html = page(path);
    expect(canonical(html)).toBe(absolute(path));
    expect(meta(html, 'og:url')).toBe(absolute(path));
    expect(meta(html, 'og:locale')).toBe('id_ID');
    expect(meta(html, 'og:site_name')).toBe(business.name);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBeTruthy();
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:image')).toBe(defaultImage);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(defaultImage);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(meta(html, 'theme-color')).toBe('#0a4f91');
  });

  it('links a favicon set, manifest and feed that exist in the build', () => {
    const html = page('/');
    const hrefs = ['icon', 'apple-touch-icon', 'manifest'].flatMap((rel) => links(html, rel));
    expect(hrefs).toEqual([
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
    ]);
    for (const href of [...hrefs, '/images/og-default.png', '/icon-192.png', '/icon-512.png']) {
      expect(existsSync(join(site.root, href))).toBe(true);
    }
    expect(links(html, 'alternate')).toEqual(['/rss.xml']);
    const manifest = JSON.parse(built('/manifest.webmanifest'));
    expect(manifest).toMatchObject({ name: business.name, lang: 'id', start_url: '/' });
  });

  it.each(['/404', '/admin/create-article', '/admin/sinonim'])(
    '%s is noindex and has no canonical URL',
    (path) => {
      const html = page(path);
      expect(meta(html, 'robots')).toBe('noindex');
      expect(canonical(html)).toBeUndefined();
    },
  );
});

describe('structured data', () => {
  it('describes the business on the home page: phone, Ponorogo address, open 24/7', () => {
    expect(jsonLd(page('/'))).toEqual([
      expect.objectContaining({
        '@type': 'ProfessionalService',
        name: business.name,
        url: absolute('/'),
        telephone: '+6281234567890',
        address: {
          '@type': 'PostalAddress',
          streetAddress: business.address.street,
          addressLocality: 'Ponorogo',
          addressRegion: 'Jawa Timur',
          postalCode: business.address.postalCode,
          addressCountry: 'ID',
        },
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      }),
    ]);
  });

  it.each(servicePages)('$path has a breadcrumb under the home page', ({ path, name }) => {
    expect(jsonLd(page(path))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Beranda', item: absolute('/') },
          { '@type': 'ListItem', position: 2, name, item: absolute(path) },
        ],
      },
    ]);
  });
});

describe('an article page', () => {
  const path = `/blog/${seededArticle.slug}`;

  it('previews as an article with its own title, summary and thumbnail', () => {
    const html = page(path);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe(seededArticle.title);
    expect(meta(html, 'og:description')).toMatch(/^Dokumen yang tidak lengkap/);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    // Its thumbnail as the build converted it: a JPEG on the site (tests/build/images.test.ts).
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^${absolute('/_images/').replaceAll('.', '\\.')}[0-9a-f]{16}-960\\.jpg$`),
    );
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(meta(html, 'article:published_time')).toBe('2026-11-10T01:00:00.000Z');
    expect(canonical(html)).toBe(absolute(path));
  });

  it('has BlogPosting and BreadcrumbList data', () => {
    const html = page(path);
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: seededArticle.title,
      url: absolute(path),
      image: meta(html, 'og:image'),
      datePublished: '2026-11-10T01:00:00.000Z',
      inLanguage: 'id-ID',
      publisher: { '@type': 'Organization', name: business.name },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: absolute('/') },
        { position: 2, name: 'Blog', item: absolute('/blog') },
        { position: 3, name: seededArticle.title, item: absolute(path) },
      ],
    });
  });

  it('keeps a hostile title and summary inside their tags and JSON', () => {
    const { slug, title, summary } = site.hostile;
    const html = page(`/blog/${slug}`);
    expect(scripts(html).map((script) => script.type)).toEqual(
      scripts(page(`/blog/${seededArticle.slug}`)).map((script) => script.type),
    );
    expect(DomUtils.getElementsByTagName('img', html)).toEqual([]);
    expect(scripts(html).filter((script) => script.text.includes('alert('))).toEqual([
      expect.objectContaining({ type: 'application/ld+json' }),
      expect.objectContaining({ type: 'application/ld+json' }),
    ]);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(summary);
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({ headline: title, description: summary });
    expect(breadcrumbs).toMatchObject({ itemListElement: [{}, {}, { name: title }] });
  });

  it('falls back to the default social image when the article has none', () => {
    const html = page(`/blog/${site.hostile.slug}`);
    expect(meta(html, 'og:image')).toBe(defaultImage);
    expect(jsonLd(html)[0]).toMatchObject({ image: defaultImage });
  });
});

describe('sitemap, robots.txt and RSS', () => {
  const sitemapUrls = () =>
    [...built('/sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('the sitemap lists every public page and article, not the 404 or admin page', () => {
    expect(built('/sitemap-index.xml')).toContain(`<loc>${absolute('/sitemap-0.xml')}</loc>`);
    const urls = sitemapUrls();
    for (const path of [
      ...indexable,
      `/blog/${seededArticle.slug}`,
      `/blog/${site.hostile.slug}`,
    ]) {
      expect(urls).toContain(absolute(path));
    }
    expect(urls.filter((url) => /\/(404|admin)/.test(url!))).toEqual([]);
    expect(urls.filter((url) => url!.endsWith('/') && url !== absolute('/'))).toEqual([]);
  });

  it('robots.txt allows crawling and points at the sitemap', () => {
    expect(built('/robots.txt')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap-index.xml')}\n`,
    );
  });

  it('the feed lists the newest articles first with absolute links', () => {
    const feed = built('/rss.xml');
    expect(feed).toContain(`<title>Blog ${business.name}</title>`);
    expect(feed).toContain('<language>id</language>');
    const items = [
      ...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)</g),
    ];
    const links = items.map((match) => match[1]);
    const dates = items.map((match) => Date.parse(match[2]!));
    expect(links).toHaveLength(site.articleCount);
    expect(links[0]).toBe(absolute(`/blog/${site.hostile.slug}`));
    expect(links).toContain(absolute(`/blog/${seededArticle.slug}`));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed).toContain('<title>Awas &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the header on a built page', () => {
  const current = (path: string) =>
    DomUtils.getElementsByTagName('a', page(path))
      .filter((link) => link.attribs['aria-current'] === 'page')
      .map((link) => link.attribs.href);

  it.each([
    ['/', '/'],
    ['/konsultasi-migran', '/konsultasi-migran'],
    ['/layanan-perlindungan', '/layanan-perlindungan'],
  ])('%s marks its own link as the current page', (path, href) => {
    expect(new Set(current(path))).toEqual(new Set([href]));
  });
});
