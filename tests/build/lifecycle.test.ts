import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { absolute, built, builtFiles, jsonLd, meta, page, site } from './support';

const editedPath = `/blog/${site.edited.slug}`;
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The sitemap's entries: each URL with its lastmod. */
const sitemapEntries = () =>
  new Map(
    [
      ...built('/sitemap-0.xml').matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g,
      ),
    ].map((match) => [match[1], match[2]]),
  );

describe('an article edited after publication', () => {
  it("says 'Diperbarui' with the edit date beside the published date", () => {
    const header = DomUtils.getElementsByTagName('header', page(editedPath)).find((el) =>
      DomUtils.textContent(el).includes('Diperbarui'),
    );
    const times = DomUtils.getElementsByTagName('time', header ?? []).map(
      (el) => el.attribs.datetime,
    );
    expect(times).toEqual([iso(site.edited.published_at), iso(site.edited.updated_at)]);
    expect(DomUtils.textContent(header!)).toMatch(/\d{4} · Diperbarui \d{1,2} \w+ \d{4}/);
    expect(built(`/blog/${seededArticle.slug}`)).not.toContain('Diperbarui');
  });

  it('tells search engines when it was modified', () => {
    const html = page(editedPath);
    expect(meta(html, 'article:modified_time')).toBe(iso(site.edited.updated_at));
    expect(jsonLd(html)[0]).toMatchObject({
      datePublished: iso(site.edited.published_at),
      dateModified: iso(site.edited.updated_at),
    });
    const never = page(`/blog/${seededArticle.slug}`);
    expect(meta(never, 'article:modified_time')).toBeUndefined();
    expect(jsonLd(never)[0]).toMatchObject({ dateModified: '2026-11-10T01:00:00.000Z' });
  });

  it('has its edit date as lastmod in the sitemap; others their published date', () => {
    const entries = sitemapEntries();
    expect(entries.get(absolute(editedPath))).toBe(iso(site.edited.updated_at));
    expect(entries.get(absolute(`/blog/${seededArticle.slug}`))).toBe('2026-11-10T01:00:00.000Z');
    expect(entries.get(absolute('/blog'))).toBeUndefined();
  });
});

describe('a withdrawn article', () => {
  const path = `/blog/${site.withdrawn.slug}`;

  it('has no page, no sitemap entry, no feed item and no card in any list', () => {
    expect(existsSync(join(site.root, `${path}.html`))).toBe(false);
    expect(sitemapEntries().has(absolute(path))).toBe(false);
    expect(built('/rss.xml')).not.toContain(site.withdrawn.slug);
    const lists = builtFiles('.html').filter((file) => /^blog(\.html|\/\d+\.html)$/.test(file));
    expect(lists.length).toBeGreaterThan(1);
    for (const file of lists)
      expect(built(`/${file.replace(/\.html$/, '')}`)).not.toContain(site.withdrawn.slug);
  });
});

describe("the owner's view of an article just edited", () => {
  it('hydrates only where this browser marked the article as edited', () => {
    const islands = DomUtils.getElementsByTagName('astro-island', page(editedPath)).filter((el) =>
      /ArticleFallback/.test(el.attribs['component-url'] ?? ''),
    );
    expect(islands.map((el) => [el.attribs.client, el.attribs.opts])).toEqual([
      ['edited', expect.stringContaining(`article-edited:${site.edited.slug}`)],
    ]);
  });
});
