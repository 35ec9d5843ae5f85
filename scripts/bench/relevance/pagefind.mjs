// @ts-check
// Pagefind beside our search in bench:relevance: installed at run time into a cache directory
// (never a dependency of the site), indexing one page per article, searched with its own
// browser code in Chromium, as a static site using it would.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CliError } from '../../lib/cli.mjs';
import { sandboxFlags, systemChromiumPath } from '../../lib/chromium.mjs';
import { listenOnLoopback } from '../../lib/ports.mjs';
import { repoRoot } from '../../lib/repo-root.mjs';
import { createStaticServer } from '../../site/static-server.mjs';

const SPEC = 'pagefind@1';
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'bench-pagefind');
const packageDir = join(cacheDir, 'node_modules', 'pagefind');

/** How many of Pagefind's results are read, in its order (search_articles' page is 10). */
const TOP = 10;

/** Runs npm (the one running this script when there is one) and resolves to its exit code. */
function npm(/** @type {string[]} */ args) {
  const npmCli = process.env.npm_execpath;
  const child = npmCli
    ? spawn(process.execPath, [npmCli, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn('npm', args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        shell: process.platform === 'win32',
      });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, stderr: error.message }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * Pagefind's Node API, installed into node_modules/.cache/bench-pagefind the first time. Throws
 * a CliError saying why when npm cannot install it.
 * @returns {Promise<{ api: any, version: string }>}
 */
export async function loadPagefind() {
  if (!existsSync(join(packageDir, 'package.json'))) {
    console.log(`Installing ${SPEC} for this bench only, into ${cacheDir}...`);
    const { code, stderr } = /** @type {{ code: number, stderr: string }} */ (
      await npm(['install', '--no-save', '--no-audit', '--no-fund', '--prefix', cacheDir, SPEC])
    );
    if (code !== 0) {
      const last = stderr.trim().split('\n').slice(-3).join(' ');
      throw new CliError(`npm could not install ${SPEC} (${last || `exit ${code}`})`);
    }
  }
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  const api = await import(pathToFileURL(join(packageDir, 'lib', 'index.js')).href);
  return { api, version };
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Pagefind's top slugs for each query, best first.
 * @param {any} pagefind the Node API from loadPagefind
 * @param {readonly import('./articles.mjs').BenchArticle[]} articles
 * @param {readonly string[]} queries
 * @returns {Promise<Map<string, string[]>>}
 */
export async function pagefindRankings(pagefind, articles, queries) {
  const root = await mkdtemp(join(tmpdir(), 'migran-bench-pagefind-'));
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    for (const article of articles) {
      const added = await index.addHTMLFile({
        url: `/artikel/${article.slug}/`,
        content:
          `<!doctype html><html lang="id"><head><title>${escapeHtml(article.title)}</title></head>` +
          `<body><main data-pagefind-body><h1>${escapeHtml(article.title)}</h1>` +
          `${article.content}</main></body></html>`,
      });
      if (added.errors?.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    }
    await index.writeFiles({ outputPath: join(root, 'pagefind') });
    await pagefind.close();
    await writeFile(join(root, 'index.html'), '<!doctype html><html lang="id"><title>cari</title>');
    return await searchInChromium(root, queries);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * @param {string} root the index and a blank page
 * @param {readonly string[]} queries
 */
async function searchInChromium(root, queries) {
  const server = createStaticServer({ getRoot: () => root });
  const port = await listenOnLoopback(server, 0, 'bench relevance');
  const browser = await chromium.launch({
    executablePath: systemChromiumPath(),
    args: sandboxFlags(),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    /** @type {Map<string, string[]>} */
    const rankings = new Map();
    for (const query of queries) {
      const urls = await page.evaluate(
        async ({ query, top, script }) => {
          const pagefind = await import(script);
          const search = await pagefind.search(query);
          const found = await Promise.all(
            (search?.results ?? []).slice(0, top).map((/** @type {any} */ r) => r.data()),
          );
          return found.map((/** @type {{ url: string }} */ data) => data.url);
        },
        { query, top: TOP, script: '/pagefind/pagefind.js' },
      );
      rankings.set(
        query,
        urls.map((url) => url.replace(/^\/artikel\/|\/$/g, '')),
      );
    }
    return rankings;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
