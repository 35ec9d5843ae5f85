import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '../../integrations/security-headers/inline-hashes.mjs';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { site as business } from '../../src/config/site';
import { absolute, built, builtFiles, pagePolicy, servicePages, site } from './support';

type Doc = ReturnType<typeof parseDocument>;

/** The counting scripts of a page: how it counts (data-count) and their text. */
const counters = (doc: Doc) =>
  DomUtils.getElementsByTagName('script', doc)
    .filter((el) => 'data-count' in el.attribs)
    .map((el) => ({ count: el.attribs['data-count'], text: DomUtils.textContent(el) }));

const counted = [
  '/',
  ...servicePages.map((page) => page.path),
  '/blog',
  '/blog/2',
  '/blog/kategori/panduan',
  `/blog/${seededArticle.slug}`,
  '/privasi',
];
const uncounted = [
  '/admin',
  '/admin/create-article',
  '/admin/edit-article',
  '/admin/sinonim',
  '/blog/cari',
  '/offline',
];

const scriptSources = (urlPath: string) =>
  pagePolicy(parseDocument(built(urlPath))).directives.get('script-src') ?? [];

describe('the counting script (issue 34)', () => {
  it.each(counted)('%s counts its visit with the one inline script', (path) => {
    expect(counters(parseDocument(built(path))).map((c) => c.count)).toEqual(['page']);
  });

  it('is the same text on every page, sends to the build’s backend, and is hashed in the policy', () => {
    const texts = new Set(counted.map((path) => counters(parseDocument(built(path)))[0]?.text));
    expect(texts.size).toBe(1);
    const [text = ''] = [...texts];
    expect(text).toContain(`${site.backendOrigin}/rest/v1/rpc/count_page`);
    expect(text).toContain(`https:`);
    expect(text).toContain(business.phone.international);
    // It stores nothing in the browser.
    expect(text).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/);
    const [hash] = inlineHashes(`<script>${text}</script>`).scripts;
    for (const path of counted) expect(scriptSources(path)).toContain(hash);
    expect(scriptSources('/')).not.toContain("'unsafe-inline'");
  });

  it('the 404 page carries it to count only an article its fallback shows', () => {
    const [counter] = counters(parseDocument(built('/404')));
    expect(counter?.count).toBe('article-fallback');
    expect(counter?.text).toBe(counters(parseDocument(built('/')))[0]?.text);
  });

  it.each(uncounted)('%s counts nothing', (path) => {
    expect(counters(parseDocument(built(path)))).toEqual([]);
    expect(built(path)).not.toContain('count_page');
  });

  it('with PUBLIC_ANALYTICS=off no page has it', () => {
    const pages = builtFiles('.html');
    expect(pages.length).toBeGreaterThan(10);
    const withCounting = pages.filter((file) =>
      readFileSync(join(site.secondBuild.root, file), 'utf8').includes('count_page'),
    );
    expect(withCounting).toEqual([]);
    // The switch, not a broken build: the page is there, its policy has one hash fewer.
    expect(readFileSync(join(site.secondBuild.root, 'index.html'), 'utf8')).toContain('Privasi');
  });
});

describe('/privasi', () => {
  const doc = () => parseDocument(built('/privasi'));

  it('says what is counted and what never is, in Indonesian, without script files', () => {
    const text = DomUtils.textContent(doc()).replace(/\s+/g, ' ');
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('h1', doc())[0]!)).toBe('Privasi');
    for (const said of [
      'Jumlah kunjungan setiap halaman, per hari.',
      'Tidak ada cookie.',
      'Tidak ada alamat IP.',
      'Tidak ada isi yang Anda ketik.',
      'Formulir di situs ini hanya membuka chat WhatsApp',
      'Global Privacy Control (GPC) atau Do Not Track',
    ]) {
      expect(text).toContain(said);
    }
    const files = DomUtils.getElementsByTagName('script', doc()).filter((el) => el.attribs.src);
    expect(files).toEqual([]);
  });

  it('is in the sitemap and linked from every page’s footer', () => {
    expect(built('/sitemap-0.xml')).toContain(`<loc>${absolute('/privasi')}</loc>`);
    for (const path of ['/', '/blog', `/blog/${seededArticle.slug}`, '/404']) {
      const footer = DomUtils.getElementsByTagName('footer', parseDocument(built(path)))[0]!;
      const links = DomUtils.getElementsByTagName('a', footer).filter(
        (a) => DomUtils.textContent(a).trim() === 'Privasi',
      );
      expect(
        links.map((a) => a.attribs.href),
        path,
      ).toEqual(['/privasi']);
    }
  });
});
