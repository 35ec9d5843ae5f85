// @ts-check
// Lighthouse bench: builds and serves the site on a throwaway seeded backend (scripts/start.mjs
// --ephemeral), runs Lighthouse (mobile, default simulated throttling) on a few key pages in the
// system Chromium, prints the median scores and FCP/LCP/TBT/CLS per page and writes a JSON report.
// With --peer NAME=URL (repeatable), each peer page runs the same way and is printed beside ours.
// With --page PATH (repeatable), that page of ours is measured too (e.g. /blog/cari, /offline,
// /404).
// Usage: npm run bench:lighthouse [-- --runs N --port P --backend-port B --out FILE
//        --page PATH ... --peer NAME=URL ...]
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startImageServer, writeLocalSeed } from '../fixtures/image-server.mjs';
import { seededArticle } from '../fixtures/seeded-articles.mjs';
import { CliError, errorMessage, parseCommandLine, runCli } from '../lib/cli.mjs';
import { parsePort } from '../lib/ports.mjs';
import { sandboxFlags, systemChromiumPath } from '../lib/chromium.mjs';
import { startSite } from '../site/start-site.mjs';
import { median } from '../lib/stats.mjs';

const PAGES = [
  '/',
  '/konsultasi-migran',
  '/blog',
  '/blog/kategori/panduan',
  `/blog/${seededArticle.slug}`,
];
/**
 * @typedef {import('lighthouse').Result} LighthouseResult
 * @typedef {import('lighthouse').Result.Category} CategoryResult
 * @typedef {import('lighthouse/types/lhr/audit-result').Result} AuditResult
 * @typedef {'accessibility' | 'best-practices' | 'seo'} ListedCategory a category whose failing
 *   audits are listed
 * @typedef {'performance' | ListedCategory} Category
 * @typedef {'fcp' | 'lcp' | 'tbt' | 'cls'} Metric
 * @typedef {Record<Category | Metric, number | null>} Values scores 0–100 and metric values of a
 *   run, or their medians; null where Lighthouse could not compute one
 * @typedef {{ id: string, title: string, examples: string[] }} FailingAudit
 * @typedef {Record<ListedCategory, FailingAudit[]>} FailingAudits
 * @typedef {{ lhr: LighthouseResult, version: string }} Run a Lighthouse result and the Chromium
 *   version it ran in
 * @typedef {{ page: string, url: string, median: Values, runs: Values[],
 *   failingAudits: FailingAudits, warnings: string[] }} Row a page's line of the report
 */

/** @type {ListedCategory[]} all but performance, whose audits are metrics and opportunities */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
/** @type {Category[]} */
const CATEGORIES = ['performance', ...LISTED_CATEGORIES];
/** @type {Record<Metric, string>} the audit giving each metric */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
// The seed's photos live on images.unsplash.com, unreachable here. The bench seeds them from a
// local image server instead (the build converts them, as it would the owner's); any request
// still made there fails at once instead of waiting on DNS or network timeouts.
const BLOCKED_HOSTS = ['images.unsplash.com'];

const USAGE =
  'Usage: npm run bench:lighthouse [-- --runs N --port P --backend-port B --out FILE ' +
  '--page PATH ... --peer NAME=URL ... --portrait]';
const OPTIONS = /** @type {const} */ ({
  port: { type: 'string', default: '4600' },
  'backend-port': { type: 'string', default: '54600' },
  runs: { type: 'string', default: '3' },
  // The seed's photos as a phone takes them, 3:4 portrait (1,500 × 2,000), not 3:2 landscape.
  portrait: { type: 'boolean', default: false },
  out: { type: 'string', default: 'bench-results/lighthouse.json' },
  page: { type: 'string', multiple: true },
  peer: { type: 'string', multiple: true },
});

/**
 * The peers to measure beside us, from `--peer NAME=URL`.
 * @param {string[]} values
 */
function parsePeers(values) {
  return values.map((value) => {
    const [, name, url] = /^([^=]+)=(https?:\/\/.+)$/.exec(value) ?? [];
    if (!name || !url)
      throw new CliError(`--peer must be NAME=http(s)://…, not "${value}"\n${USAGE}`);
    return { name: name.trim(), url };
  });
}

/** @type {Awaited<ReturnType<typeof startSite>> | null} */
let site = null;
/** @type {Awaited<ReturnType<typeof startImageServer>> | null} */
let images = null;
/** @type {string | null} */
let seedDir = null;
/** @type {import('chrome-launcher').LaunchedChrome | null} */
let chrome = null;
let interrupted = false;

/** The system Chromium when present (as in tests/e2e/support/browser.ts), else Playwright's. */
async function chromiumPath() {
  return systemChromiumPath() ?? (await import('playwright-core')).chromium.executablePath();
}

function chromeFlags() {
  return [
    '--headless=new',
    '--disable-gpu',
    `--host-resolver-rules=${BLOCKED_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ')}`,
    ...sandboxFlags(),
  ];
}

/**
 * @param {string} origin
 * @param {string[]} pages
 */
async function checkPagesServed(origin, pages) {
  for (const page of pages) {
    const { status } = await fetch(origin + page);
    if (status !== 200) throw new CliError(`${page} answered ${status}, expected 200`);
  }
}

/**
 * The version of the Chromium listening on `port` for DevTools ('HeadlessChrome/…').
 * @param {number} port
 * @returns {Promise<string>}
 */
async function chromiumVersion(port) {
  const res = await fetch(`http://127.0.0.1:${port}/json/version`);
  return (await res.json()).Browser;
}

/**
 * One Lighthouse run in a fresh Chrome, so no run inherits another's caches or processes.
 * @param {string} url
 * @param {string} executablePath
 * @returns {Promise<Run>}
 */
async function runLighthouse(url, executablePath) {
  try {
    chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: chromeFlags(),
      // Our own handler stops the site too; chrome-launcher's would exit without doing so.
      handleSIGINT: false,
      logLevel: 'silent',
    });
  } catch (error) {
    throw new CliError(`could not launch ${executablePath}: ${errorMessage(error)}`);
  }
  try {
    const version = await chromiumVersion(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('no result');
    const error = result.lhr.runtimeError;
    if (error) throw new Error([error.code, error.message].filter(Boolean).join(': '));
    return { lhr: result.lhr, version };
  } catch (error) {
    throw new CliError(`Lighthouse failed on ${url}: ${errorMessage(error)}`);
  } finally {
    chrome?.kill();
    chrome = null;
  }
}

/**
 * Scores 0–100 and metric values of one run; null where Lighthouse could not compute one.
 * @param {LighthouseResult} lhr
 * @returns {Values}
 */
function summarize(lhr) {
  /** @type {Partial<Values>} */
  const values = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    values[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  // Object.entries types its keys as any string; these are METRICS' own.
  for (const [key, auditId] of /** @type {[Metric, string][]} */ (Object.entries(METRICS))) {
    const value = lhr.audits[auditId]?.numericValue;
    values[key] = typeof value === 'number' ? value : null;
  }
  // Every category and metric was set above.
  return /** @type {Values} */ (values);
}

/**
 * Audits of the non-performance categories that did not pass:
 * { category: [{ id, title, examples }] }.
 * @param {LighthouseResult} lhr
 * @returns {FailingAudits}
 */
function failingAudits(lhr) {
  /** @type {Partial<FailingAudits>} */
  const failing = {};
  for (const category of LISTED_CATEGORIES) {
    // The run was asked for these categories; every audit a category refers to is in the result.
    failing[category] = /** @type {CategoryResult} */ (lhr.categories[category]).auditRefs
      .map((ref) => /** @type {AuditResult} */ (lhr.audits[ref.id]))
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map((audit) => ({ id: audit.id, title: audit.title, examples: auditExamples(audit) }));
  }
  // Every listed category was set above.
  return /** @type {FailingAudits} */ (failing);
}

/**
 * The fields of an audit's details items that name an example; the table items of the audits
 * that fail here (console errors, offending elements, URLs) have some of them.
 * @typedef {{ description?: unknown, url?: unknown, node?: { snippet?: unknown },
 *   sourceLocation?: { url?: unknown } }} ExampleItem
 */

/**
 * A few of the audit's items as one-line strings (console errors, offending elements, URLs).
 * @param {AuditResult} audit
 * @returns {string[]}
 */
function auditExamples(audit) {
  // Details come in many shapes; those with items hold tables of such values (see ExampleItem).
  const details = /** @type {{ items?: ExampleItem[] } | undefined} */ (audit.details);
  const items = details?.items ?? [];
  return items
    .map((item) =>
      [item.description ?? item.node?.snippet, item.url ?? item.sourceLocation?.url]
        .filter((text) => typeof text === 'string')
        .join(' — '),
    )
    .filter(Boolean)
    .slice(0, 3)
    .map((text) => text.replace(/\s+/g, ' ').slice(0, 200));
}

/**
 * @param {Values[]} runs
 * @returns {Values}
 */
function medians(runs) {
  /** @type {Partial<Values>} */
  const result = {};
  for (const id of CATEGORIES) {
    const value = median(runs.map((run) => run[id]));
    result[id] = value === null ? null : Math.round(value);
  }
  for (const key of /** @type {const} */ (['fcp', 'lcp', 'tbt'])) {
    const value = median(runs.map((run) => run[key]));
    result[key] = value === null ? null : Math.round(value);
  }
  const cls = median(runs.map((run) => run.cls));
  result.cls = cls === null ? null : Number(cls.toFixed(3));
  // Every category and metric was set above.
  return /** @type {Values} */ (result);
}

/**
 * Union over runs, keyed by audit id, so a flaky failure still shows up.
 * @param {FailingAudits[]} lists
 * @returns {FailingAudits}
 */
function mergeFailing(lists) {
  /** @type {Partial<FailingAudits>} */
  const merged = {};
  for (const category of LISTED_CATEGORIES) {
    const byId = new Map(lists.flatMap((list) => list[category]).map((a) => [a.id, a]));
    merged[category] = [...byId.values()];
  }
  // Every listed category was set above.
  return /** @type {FailingAudits} */ (merged);
}

/**
 * @param {string} page what the report calls it
 * @param {string} url
 * @param {number} runs
 * @param {string} executablePath
 * @param {Set<string>} warnings collects Lighthouse's run warnings (slow page, redirects…)
 */
async function benchPage(page, url, runs, executablePath, warnings) {
  /** @type {(Run & { values: Values })[]} */
  const results = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`lighthouse: ${page} run ${run}/${runs}… `);
    const started = Date.now();
    const { lhr, version } = await runLighthouse(url, executablePath);
    results.push({ lhr, version, values: summarize(lhr) });
    for (const warning of lhr.runWarnings) warnings.add(warning);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return results;
}

/** @type {[title: string, cell: (row: Row) => string][]} */
const COLUMNS = [
  ['Page', (row) => row.page],
  ['Performance', (row) => fmt(row.median.performance)],
  ['Accessibility', (row) => fmt(row.median.accessibility)],
  ['Best Practices', (row) => fmt(row.median['best-practices'])],
  ['SEO', (row) => fmt(row.median.seo)],
  ['FCP', (row) => fmt(row.median.fcp, ' ms')],
  ['LCP', (row) => fmt(row.median.lcp, ' ms')],
  ['TBT', (row) => fmt(row.median.tbt, ' ms')],
  ['CLS', (row) => (row.median.cls === null ? '—' : row.median.cls.toFixed(3))],
];

/**
 * @param {number | null} value
 * @param {string} [unit]
 */
function fmt(value, unit = '') {
  return value === null ? '—' : `${value}${unit}`;
}

/** @param {Row[]} rows */
function textTable(rows) {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((r) => COLUMNS.map(([, f]) => f(r)))];
  // Every line has a cell for each column.
  const widths = COLUMNS.map((_, i) =>
    Math.max(...cells.map((line) => /** @type {string} */ (line[i]).length)),
  );
  /**
   * @param {string} cell
   * @param {number} i its column
   */
  const pad = (cell, i) => {
    const width = /** @type {number} */ (widths[i]);
    return i === 0 ? cell.padEnd(width) : cell.padStart(width);
  };
  return cells.map((line) => line.map(pad).join('  ')).join('\n');
}

/** @param {Row[]} rows */
function markdownTable(rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [
    line(COLUMNS.map(([title]) => title)),
    line(COLUMNS.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(COLUMNS.map(([, f], i) => (i === 0 ? `\`${f(row)}\`` : f(row))))),
  ].join('\n');
}

/** @param {Row[]} rows */
function failingSummary(rows) {
  const lines = [];
  for (const category of LISTED_CATEGORIES) {
    /** @type {Map<string, { title: string, pages: string[], examples: Set<string> }>} */
    const pagesById = new Map();
    for (const row of rows) {
      for (const audit of row.failingAudits[category]) {
        const entry = pagesById.get(audit.id) ?? {
          title: audit.title,
          pages: [],
          examples: new Set(),
        };
        entry.pages.push(row.page);
        for (const example of audit.examples) entry.examples.add(example);
        pagesById.set(audit.id, entry);
      }
    }
    lines.push(`${category}:${pagesById.size === 0 ? ' all audits passed' : ''}`);
    for (const [id, { title, pages, examples }] of pagesById) {
      lines.push(`  ${id} — ${title} (${pages.join(', ')})`);
      for (const example of [...examples].slice(0, 3)) lines.push(`      ${example}`);
    }
  }
  return lines.join('\n');
}

async function main() {
  const args = parseCommandLine(OPTIONS, USAGE);
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new CliError('--runs must be an integer ≥ 1');
  const port = parsePort(args.port, '--port');
  const backendPort = parsePort(args['backend-port'], '--backend-port');
  const peers = parsePeers(args.peer ?? []);
  const extra = args.page ?? [];
  const bad = extra.find((page) => !page.startsWith('/'));
  if (bad !== undefined) throw new CliError(`--page must be a path from /, not "${bad}"\n${USAGE}`);
  const pages = [...PAGES, ...extra];
  const executablePath = await chromiumPath();
  const origin = `http://127.0.0.1:${port}`;

  console.log(`site: building and serving on ${origin} (backend port ${backendPort})…`);
  const started = Date.now();
  images = await startImageServer();
  seedDir = await mkdtemp(path.join(tmpdir(), 'migran-bench-seed-'));
  const seed = await writeLocalSeed(seedDir, images.origin);
  if (args.portrait) {
    const text = await readFile(seed, 'utf8');
    await writeFile(seed, text.replaceAll('fit=crop&w=1200', 'fit=crop&w=1500&h=2000'));
  }
  site = await startSite({ port, backendPort, args: ['--seed-file', seed] });
  await site.ready;
  await checkPagesServed(origin, pages);
  console.log(
    `site: ready after ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `the seed's photos come from ${images.origin}, converted by the build.`,
  );

  /** @type {Row[]} */
  const rows = [];
  /** @type {Run | undefined} */
  let first;
  const targets = [
    ...pages.map((page) => ({ page, url: origin + page })),
    ...peers.map(({ name, url }) => ({ page: `peer ${name}`, url })),
  ];
  for (const { page, url } of targets) {
    /** @type {Set<string>} */
    const warnings = new Set();
    const results = await benchPage(page, url, runs, executablePath, warnings);
    first ??= results[0];
    rows.push({
      page,
      url,
      median: medians(results.map((r) => r.values)),
      runs: results.map((r) => r.values),
      failingAudits: mergeFailing(results.map((r) => failingAudits(r.lhr))),
      warnings: [...warnings],
    });
  }

  // PAGES is not empty and runs ≥ 1: the first page's first run is there.
  const { lhr, version } = /** @type {Run} */ (first);
  const { configSettings, lighthouseVersion } = lhr;
  const report = {
    date: new Date().toISOString(),
    lighthouseVersion,
    chromium: { path: executablePath, version, flags: chromeFlags() },
    settings: {
      runs,
      categories: CATEGORIES,
      formFactor: configSettings.formFactor,
      throttlingMethod: configSettings.throttlingMethod,
      throttling: configSettings.throttling,
      screenEmulation: configSettings.screenEmulation,
      blockedHosts: BLOCKED_HOSTS,
    },
    pages: rows,
  };
  const out = path.resolve(args.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\nLighthouse ${lighthouseVersion}, ${version} (${executablePath}), ` +
      `${configSettings.formFactor}, ${configSettings.throttlingMethod} throttling, ` +
      `median of ${runs} run${runs === 1 ? '' : 's'}\n`,
  );
  console.log(textTable(rows));
  console.log(`\n${markdownTable(rows)}\n`);
  console.log(`Audits not passed (any run):\n${failingSummary(rows)}\n`);
  for (const { page, warnings } of rows) {
    for (const warning of warnings) console.log(`warning (${page}): ${warning}`);
  }
  console.log(`report: ${path.relative(process.cwd(), out)}`);
}

async function cleanUp() {
  chrome?.kill();
  await site?.stop();
  site = null;
  await images?.stop();
  images = null;
  if (seedDir) await rm(seedDir, { recursive: true, force: true });
  seedDir = null;
}

for (const [signal, code] of /** @type {[NodeJS.Signals, number][]} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, async () => {
    interrupted = true;
    console.error(`\nbench:lighthouse: ${signal}, stopping the site…`);
    await cleanUp();
    process.exit(code);
  });
}

runCli('bench:lighthouse', async () => {
  try {
    await main();
  } catch (error) {
    // After Ctrl-C, the failures that stopping causes are expected, not worth reporting.
    if (interrupted) await new Promise(() => {});
    throw error;
  } finally {
    await cleanUp();
  }
});
