// Lighthouse bench: builds and serves the site on a throwaway seeded backend (scripts/start.mjs
// --ephemeral), runs Lighthouse (mobile, default simulated throttling) on a few key pages in the
// system Chromium, prints the median scores and FCP/LCP/TBT/CLS per page and writes a JSON report.
// Usage: npm run bench:lighthouse [-- --runs N --port P --backend-port B --out FILE]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { parsePort } from '../lib/ports.mjs';
import { sandboxFlags, systemChromiumPath } from '../lib/chromium.mjs';
import { startSite } from '../site/start-site.mjs';
import { median } from './stats.mjs';

const PAGES = [
  '/',
  '/konsultasi-migran',
  '/blog',
  '/blog/daftar-dokumen-wajib-sebelum-berangkat-ke-taiwan',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
// The site's photos live on images.unsplash.com, unreachable here: resolving it to nothing makes
// those requests fail at once instead of waiting on DNS or network timeouts.
const BLOCKED_HOSTS = ['images.unsplash.com'];

const USAGE = 'Usage: npm run bench:lighthouse [-- --runs N --port P --backend-port B --out FILE]';
const OPTIONS = /** @type {const} */ ({
  port: { type: 'string', default: '4600' },
  'backend-port': { type: 'string', default: '54600' },
  runs: { type: 'string', default: '3' },
  out: { type: 'string', default: 'bench-results/lighthouse.json' },
});

/** @type {Awaited<ReturnType<typeof startSite>> | null} */
let site = null;
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

async function checkPagesServed(origin) {
  for (const page of PAGES) {
    const { status } = await fetch(origin + page);
    if (status !== 200) throw new CliError(`${page} answered ${status}, expected 200`);
  }
}

async function chromiumVersion(port) {
  const res = await fetch(`http://127.0.0.1:${port}/json/version`);
  return (await res.json()).Browser;
}

/** One Lighthouse run in a fresh Chrome, so no run inherits another's caches or processes. */
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
    throw new CliError(`could not launch ${executablePath}: ${error.message}`);
  }
  try {
    const version = await chromiumVersion(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (error) throw new Error([error.code, error.message].filter(Boolean).join(': '));
    return { lhr: result.lhr, version };
  } catch (error) {
    throw new CliError(`Lighthouse failed on ${url}: ${error.message}`);
  } finally {
    await chrome?.kill();
    chrome = null;
  }
}

/** Scores 0–100 and metric values of one run; null where Lighthouse could not compute one. */
function summarize(lhr) {
  const values = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    values[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [key, auditId] of Object.entries(METRICS)) {
    const value = lhr.audits[auditId]?.numericValue;
    values[key] = typeof value === 'number' ? value : null;
  }
  return values;
}

/** Audits of the non-performance categories that did not pass: { category: [{ id, title, examples }] }. */
function failingAudits(lhr) {
  const failing = {};
  for (const category of CATEGORIES.slice(1)) {
    failing[category] = lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map((audit) => ({ id: audit.id, title: audit.title, examples: auditExamples(audit) }));
  }
  return failing;
}

/** A few of the audit's items as one-line strings (console errors, offending elements, URLs). */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
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

function medians(runs) {
  const result = {};
  for (const id of CATEGORIES) {
    const value = median(runs.map((run) => run[id]));
    result[id] = value === null ? null : Math.round(value);
  }
  for (const key of ['fcp', 'lcp', 'tbt']) {
    const value = median(runs.map((run) => run[key]));
    result[key] = value === null ? null : Math.round(value);
  }
  const cls = median(runs.map((run) => run.cls));
  result.cls = cls === null ? null : Number(cls.toFixed(3));
  return result;
}

/** Union over runs, keyed by audit id, so a flaky failure still shows up. */
function mergeFailing(lists) {
  const merged = {};
  for (const category of CATEGORIES.slice(1)) {
    const byId = new Map(lists.flatMap((list) => list[category]).map((a) => [a.id, a]));
    merged[category] = [...byId.values()];
  }
  return merged;
}

/** @param {Set<string>} warnings collects Lighthouse's run warnings (slow page, redirects…) */
async function benchPage(origin, page, runs, executablePath, warnings) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`lighthouse: ${page} run ${run}/${runs}… `);
    const started = Date.now();
    const { lhr, version } = await runLighthouse(origin + page, executablePath);
    results.push({ lhr, version, values: summarize(lhr) });
    for (const warning of lhr.runWarnings) warnings.add(warning);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return results;
}

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

function fmt(value, unit = '') {
  return value === null ? '—' : `${value}${unit}`;
}

function textTable(rows) {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((r) => COLUMNS.map(([, f]) => f(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const pad = (cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  return cells.map((line) => line.map(pad).join('  ')).join('\n');
}

function markdownTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(COLUMNS.map(([title]) => title)),
    line(COLUMNS.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(COLUMNS.map(([, f], i) => (i === 0 ? `\`${f(row)}\`` : f(row))))),
  ].join('\n');
}

function failingSummary(rows) {
  const lines = [];
  for (const category of CATEGORIES.slice(1)) {
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
  const executablePath = await chromiumPath();
  const origin = `http://127.0.0.1:${port}`;

  console.log(`site: building and serving on ${origin} (backend port ${backendPort})…`);
  const started = Date.now();
  site = await startSite({ port, backendPort });
  await site.ready;
  await checkPagesServed(origin);
  console.log(
    `site: ready after ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `requests to ${BLOCKED_HOSTS.join(', ')} are made to fail at once.`,
  );

  const rows = [];
  let first = null;
  for (const page of PAGES) {
    const warnings = new Set();
    const results = await benchPage(origin, page, runs, executablePath, warnings);
    first ??= results[0];
    rows.push({
      page,
      url: origin + page,
      median: medians(results.map((r) => r.values)),
      runs: results.map((r) => r.values),
      failingAudits: mergeFailing(results.map((r) => failingAudits(r.lhr))),
      warnings: [...warnings],
    });
  }

  const { configSettings, lighthouseVersion } = first.lhr;
  const report = {
    date: new Date().toISOString(),
    lighthouseVersion,
    chromium: { path: executablePath, version: first.version, flags: chromeFlags() },
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
    `\nLighthouse ${lighthouseVersion}, ${first.version} (${executablePath}), ` +
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
  await chrome?.kill();
  await site?.stop();
  site = null;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
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
