import { describe, expect, it } from 'vitest';
import { measurePages } from '../../scripts/bench/page-weight.mjs';
import { site } from './support';

const KiB = 1024;

/**
 * What a visitor on a slow phone downloads per page, gzipped, before images. Set from
 * `npm run size` on 2026-11-21 with about 15% headroom; raise one only with a reason in the
 * commit. `css` is what holds back the first paint (stylesheets linked from `<head>`, inline
 * `<style>` text); `lateCss` the stylesheets linked from `<body>`. `js` loads before the visitor
 * acts; `lazyJs` only when they do (the header menu, the share block, the search, a toast) or
 * when needed (the fallback reading a new article, the admin editor saving one). Reading pages
 * load none until then (issue 14).
 */
const budgets = [
  { pages: /^\/$/, html: 10, css: 8, lateCss: 8, js: 88, lazyJs: 5 },
  {
    pages: /^\/(konsultasi-migran|pesan-tiket|pengurusan-dokumen|layanan-perlindungan)$/,
    html: 8,
    css: 8,
    lateCss: 8,
    js: 88,
    lazyJs: 5,
  },
  { pages: /^\/blog(\/\d+)?$/, html: 12, css: 8, lateCss: 8, js: 0, lazyJs: 85 },
  {
    pages: /^\/blog\/kategori\/[a-z0-9-]+(\/\d+)?$/,
    html: 12,
    css: 8,
    lateCss: 8,
    js: 0,
    lazyJs: 85,
  },
  // The search island's JS loads on the first focus of the field, or at once with ?q=; the
  // search index itself is measured by npm run bench:build.
  { pages: /^\/blog\/cari$/, html: 6, css: 8, lateCss: 8, js: 0, lazyJs: 90 },
  {
    pages: /^\/blog\/(?!cari$)[a-z0-9-]*[a-z-][a-z0-9-]*$/,
    html: 9,
    css: 8,
    lateCss: 8,
    js: 0,
    lazyJs: 86,
  },
  { pages: /^\/404$/, html: 6, css: 8, lateCss: 8, js: 88, lazyJs: 113 },
  { pages: /^\/admin\/create-article$/, html: 7, css: 8, lateCss: 8, js: 137, lazyJs: 68 },
  // The edit page runs the create page's editor; the list has no sanitizer or preview.
  { pages: /^\/admin\/edit-article$/, html: 7, css: 8, lateCss: 8, js: 137, lazyJs: 68 },
  { pages: /^\/admin$/, html: 7, css: 8, lateCss: 8, js: 95, lazyJs: 68 },
] as const;

const pages = await measurePages(site.root);

describe('byte budgets (KiB, gzip)', () => {
  it('has a budget for every built page', () => {
    const unbudgeted = pages
      .map((page) => page.page)
      .filter((path) => !budgets.some((budget) => budget.pages.test(path)));
    expect(unbudgeted).toEqual([]);
    expect(pages.length).toBeGreaterThan(site.articleCount);
  });

  it.each(budgets.map((budget) => [budget.pages.source, budget] as const))(
    '%s stays within its budget',
    (_, budget) => {
      const measured = pages.filter((page) => budget.pages.test(page.page));
      expect(measured.length).toBeGreaterThan(0);
      const over = measured.flatMap((page) =>
        (['html', 'css', 'lateCss', 'js', 'lazyJs'] as const)
          .filter((part) => page[part].gzip > budget[part] * KiB)
          .map(
            (part) =>
              `${page.page} ${part}: ${(page[part].gzip / KiB).toFixed(1)} > ${budget[part]}`,
          ),
      );
      expect(over).toEqual([]);
    },
  );
});
