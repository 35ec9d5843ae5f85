// @ts-check
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtPages } from '../built-html.mjs';
import { parseStylesheet, subsetCss } from './css-subset.mjs';
import { ownDirectives } from '../client-directives.mjs';
import { canParkStylesheets, moveStylesheets } from './move-stylesheets.mjs';
import { scanPage } from './page-scan.mjs';
import { addToVocabulary, emptyVocabulary } from './selector-tokens.mjs';

/**
 * @typedef {import('./css-subset.mjs').Stylesheet} Stylesheet
 * @typedef {import('./page-scan.mjs').PageScan} PageScan
 * @typedef {{ name: string, hrefs: string, first: string,
 *   pages: { file: string, scan: Omit<PageScan, 'tokens'> }[], tokens: Set<string> }} Route
 */

/**
 * Every stylesheet of the build (Astro writes them all to _astro/), parsed, by its URL path.
 * @param {string} root
 */
async function builtStylesheets(root) {
  /** @type {Map<string, Stylesheet>} */
  const sheets = new Map();
  const dir = path.join(root, '_astro');
  const files = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  for (const file of files.filter((name) => name.endsWith('.css')).sort()) {
    sheets.set(`/_astro/${file}`, parseStylesheet(await readFile(path.join(dir, file), 'utf8')));
  }
  return sheets;
}

/**
 * Runs `task` on every item, `limit` at a time, so reading and writing files overlaps parsing.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<void>} task
 */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Pages read or written at once. */
const concurrency = 8;

/** @param {string} css */
const sizes = (css) => ({ bytes: Buffer.byteLength(css), gzip: gzipSync(css).length });

/**
 * Makes what blocks a page's first paint only the CSS it needs. For each route, the rules of the
 * site's stylesheets that can apply to any of its pages' static HTML go inline, as one `<style>`
 * in `<head>` where the stylesheet links were; the links move to the end of `<body>`, so the
 * rules that islands need once they run (an open menu, a toast, search results) still arrive,
 * without holding back the first paint. One `<style>` per route, identical on all of its pages:
 * `security-headers` hashes every inline style into one site-wide CSP and refuses one that a
 * single page of a many-page route carries, so the hashes grow with routes, never with articles.
 * It must run before `security-headers` (Astro runs `astro:build:done` hooks one after another,
 * in the order of the config's integrations). The build fails when no page links a stylesheet,
 * or when the pages of a route link different ones.
 */
export default function criticalCss() {
  return /** @satisfies {import('astro').AstroIntegration} */ ({
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, assets, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const sheets = await builtStylesheets(root);
        const vocabulary = emptyVocabulary();
        for (const sheet of sheets.values()) {
          sheet.requirements.flat().forEach((req) => addToVocabulary(vocabulary, req));
        }

        const built = await builtPages(root, assets);
        /** @type {PageScan[]} */
        const scans = new Array(built.length);
        await eachLimited(built, concurrency, async ({ file }, i) => {
          scans[i] = scanPage(await readFile(file, 'utf8'), vocabulary);
        });
        /** @type {Map<string, Route>} */
        const routes = new Map();
        built.forEach(({ file, route }, i) => {
          const { tokens, ...scan } = /** @type {PageScan} */ (scans[i]);
          const page = path.relative(root, file);
          const hrefs = scan.links.map((link) => link.href).join(' ');
          const name = route ?? page;
          let group = routes.get(name);
          if (!group) routes.set(name, (group = { name, hrefs, first: page, pages: [], tokens }));
          if (hrefs !== group.hrefs) {
            throw new Error(
              `critical-css: the pages of ${name} link different stylesheets: ` +
                `${group.first} links [${group.hrefs}], ${page} links [${hrefs}]. ` +
                'Every page of a route must get the same inline CSS.',
            );
          }
          tokens.forEach((found) => group.tokens.add(found));
          group.pages.push({ file, scan });
        });
        const styled = [...routes.values()].filter((group) => group.hrefs !== '');
        if (styled.length === 0) {
          throw new Error(
            'critical-css: no page links a stylesheet from /_astro/ in its <head>. ' +
              'Has Astro started to inline or name them differently? Nothing was made critical.',
          );
        }

        /** @type {{ bytes: number, gzip: number }[]} */
        const inlined = [];
        for (const group of styled) {
          const css = group.hrefs
            .split(' ')
            .map((href) => {
              const sheet = sheets.get(href);
              if (!sheet) throw new Error(`critical-css: ${group.first} links ${href}, not built`);
              return subsetCss(sheet, group.tokens);
            })
            .join('');
          inlined.push(sizes(css));
          await eachLimited(group.pages, concurrency, async ({ file, scan }) => {
            const html = await readFile(file, 'utf8');
            let moved;
            try {
              moved = moveStylesheets(html, scan, css, {
                park: canParkStylesheets(html, ownDirectives),
              });
            } catch (error) {
              const reason = error instanceof Error ? error.message : String(error);
              throw new Error(`critical-css: ${path.relative(root, file)}: ${reason}`);
            }
            await writeFile(file, moved);
          });
        }

        const pages = styled.reduce((n, group) => n + group.pages.length, 0);
        const range = (/** @type {'bytes' | 'gzip'} */ key) =>
          `${Math.min(...inlined.map((s) => s[key]))}–${Math.max(...inlined.map((s) => s[key]))}`;
        logger.info(
          `${styled.length} routes (${pages} pages): inline CSS ${range('bytes')} B ` +
            `(${range('gzip')} B gzip), stylesheets moved to the end of <body>, ` +
            `in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  });
}
