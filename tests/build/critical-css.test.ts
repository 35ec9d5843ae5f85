import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { builtFile, builtFiles, pagePolicy, site } from './support';

type Doc = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/**
 * The most inline critical CSS one route may put in each of its pages, in bytes. Set from the
 * build on 2026-11-23 (largest: the article pages, 19.4 KB raw, 4.2 KB gzip) with about 15%
 * headroom; the whole stylesheet is ~39 KB (7.2 KB gzip). Raise it only with a reason in the
 * commit: every byte here delays every page's first paint.
 */
const budget = { bytes: 22_500, gzip: 4_900 };

/** The route (src/pages file) that renders a URL path, as Astro names it. */
function routeOf(urlPath: string): string {
  if (/^\/blog(\/\d+)?$/.test(urlPath)) return '/blog/[...page]';
  if (/^\/blog\/kategori\/[^/]+(\/\d+)?$/.test(urlPath))
    return '/blog/kategori/[category]/[...page]';
  if (/^\/blog\/(?!cari$)[^/]+$/.test(urlPath)) return '/blog/[slug]';
  return urlPath;
}

/** The routes that render HTML: one .astro file each under src/pages. */
const routeCount = readdirSync('src/pages', { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.astro'),
).length;

const pages = builtFiles('.html').map((file) => {
  const urlPath = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  const doc = parseDocument(builtFile(file));
  return { file, urlPath, route: routeOf(urlPath), doc };
});

const byName = (doc: Doc | Element, name: string) => DomUtils.getElementsByTagName(name, doc);
const isStylesheet = (el: Element) =>
  el.name === 'link' && (el.attribs.rel ?? '').split(/\s+/).includes('stylesheet');
const critical = (doc: Doc | Element) =>
  byName(doc, 'style').filter((el) => 'data-critical-css' in el.attribs);

describe('render-blocking CSS: only what the page needs (critical-css)', () => {
  it('links no stylesheet from any <head>, and inlines one critical <style> there', () => {
    expect(pages.length).toBeGreaterThan(site.articleCount);
    const wrong = pages.flatMap(({ file, doc }) => {
      const [head] = byName(doc, 'head');
      const problems = byName(head!, 'link')
        .filter(isStylesheet)
        .map((el) => `${file}: <head> links ${el.attribs.href}`);
      const styles = critical(doc);
      if (styles.length !== 1 || critical(head!).length !== 1) {
        problems.push(`${file}: ${styles.length} critical <style> elements, want 1 in <head>`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  // Pages whose islands all hydrate through our directives only name it (data-late-css), for
  // the directives to add: in <head>, right after the critical style, so that a directive that
  // wakes while the page is parsed finds it. The others link it last in <body>.
  const lateCssBlock = (el: Element) => el.name === 'script' && 'data-late-css' in el.attribs;

  it('names the whole stylesheet after the critical style, or links it after all content', () => {
    const wrong = pages.flatMap(({ file, doc }) => {
      const [body] = byName(doc, 'body');
      const elements = DomUtils.getChildren(body!).filter((node) => 'name' in node) as Element[];
      const last = elements.at(-1);
      const [style] = critical(doc);
      const named = style && DomUtils.nextElementSibling(style);
      if (named && lateCssBlock(named)) {
        if (byName(body!, 'script').some(lateCssBlock)) return [`${file}: names it twice`];
        const hrefs = JSON.parse(DomUtils.textContent(named)) as string[];
        const linked = byName(doc, 'link').filter(isStylesheet);
        if (linked.length > 0) return [`${file}: names its stylesheet and links one too`];
        return hrefs.length > 0 && hrefs.every((href) => /^\/_astro\/[^/]+\.css$/.test(href))
          ? []
          : [`${file}: names ${hrefs.join(', ')}`];
      }
      const links = byName(body!, 'link').filter(isStylesheet);
      if (links.length === 0) return [`${file}: no stylesheet in <body>`];
      if (!last || !isStylesheet(last) || !/^\/_astro\/[^/]+\.css$/.test(last.attribs.href ?? '')) {
        return [`${file}: <body> ends with <${last?.name}>, not the stylesheet`];
      }
      const trailing = elements.slice(-links.length);
      return trailing.every(isStylesheet) ? [] : [`${file}: content after a stylesheet link`];
    });
    expect(wrong).toEqual([]);
  });

  it('only names the stylesheet on pages whose islands all add it, and only there', () => {
    const namedOn = pages
      .filter(({ doc }) => byName(doc, 'script').some(lateCssBlock))
      .map(({ file }) => file);
    const ownOnly = pages
      .filter(({ doc }) =>
        byName(doc, 'astro-island').every((el) =>
          ['interaction', 'toast', 'edited', 'flagged'].includes(el.attribs.client ?? ''),
        ),
      )
      .map(({ file }) => file);
    expect(namedOn).toEqual(ownOnly);
    // The 404 page's fallback hydrates through `client:flagged`, which adds it (issue 27).
    expect(namedOn).toEqual(expect.arrayContaining(['index.html', 'blog.html', '404.html']));
    expect(namedOn).not.toContain('admin.html');
  });

  it('gives every page of a route the same inline CSS, within its budget', () => {
    const byRoute = Map.groupBy(pages, (p) => p.route);
    expect(byRoute.get('/blog/[slug]')!.length).toBeGreaterThan(site.articleCount - 1);
    const report: string[] = [];
    const over: string[] = [];
    for (const [route, routePages] of byRoute) {
      const texts = new Set(routePages.map(({ doc }) => DomUtils.textContent(critical(doc)[0]!)));
      expect([route, texts.size]).toEqual([route, 1]);
      const [css = ''] = texts;
      const size = { bytes: Buffer.byteLength(css), gzip: gzipSync(css).length };
      report.push(`${route}: ${size.bytes} B, ${size.gzip} B gzip (${routePages.length} pages)`);
      if (size.bytes > budget.bytes || size.gzip > budget.gzip) over.push(report.at(-1)!);
    }
    console.info(`inline critical CSS per route:\n  ${report.join('\n  ')}`);
    expect(over).toEqual([]);
  });

  it('inlines every rule of the stylesheet for a class that a page carries', () => {
    // The stylesheet's rules for one class on its own (`.px-4{...}`, `.sm\:flex{...}` inside
    // its @media): each must be inline on every page whose HTML has that class.
    const [sheet] = builtFiles('.css');
    const simple = new Set<string>();
    postcss.parse(builtFile(sheet!)).walkRules((rule) => {
      if (/^\.(?:[\w-]|\\.)+$/.test(rule.selector)) simple.add(rule.selector);
    });
    expect(simple.size).toBeGreaterThan(100);
    const escape = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
    const missing = pages.flatMap(({ file, doc }) => {
      const inline = new Set<string>();
      postcss
        .parse(DomUtils.textContent(critical(doc)[0]!))
        .walkRules((rule) => rule.selectors.forEach((s) => inline.add(s)));
      const classes = new Set(
        DomUtils.findAll((el) => 'class' in el.attribs, doc.children).flatMap((el) =>
          el.attribs.class!.split(/\s+/).filter(Boolean),
        ),
      );
      return [...classes]
        .map(escape)
        .filter((selector) => simple.has(selector) && !inline.has(selector))
        .map((selector) => `${file}: ${selector}`);
    });
    expect(missing).toEqual([]);
  });

  it('adds at most one CSP style hash per route, not one per page', () => {
    // Each page's policy names its own; the site's set grows with routes, never with articles.
    const hashes = new Set(
      pages.flatMap((p) => pagePolicy(p.doc).directives.get('style-src') ?? []),
    );
    hashes.delete("'self'");
    expect(routeCount).toBeGreaterThan(5);
    expect(hashes.size).toBeGreaterThan(1);
    expect([...hashes].every((source) => source.startsWith("'sha256-"))).toBe(true);
    // One critical style per route, and Astro's own `astro-island{display:contents}`.
    expect(hashes.size).toBeLessThanOrEqual(routeCount + 1);
    expect(new Map(pages.map((p) => [p.route, true])).size).toBeLessThanOrEqual(routeCount);
  });
});
