#!/usr/bin/env node
// @ts-check
// `npm run bench:build -- --articles N [--images none|local] [--keep]`: seeds N generated
// articles into a throwaway local backend, runs `astro build` against it and prints the build's
// wall time, pages per second and peak memory. The build runs in a child process (this file
// again, with --child-build) that reports its own peak RSS when it ends; seeding is timed
// separately and not part of the build.
// --images none (the default): the articles have no images. --images local: each article's
// thumbnail or body image is its own photo on a loopback image server, and the site is built
// twice with one image cache: cold (every image fetched and converted), then warm (none).
import { spawn } from 'node:child_process';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { startImageServer } from '../fixtures/image-server.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { makeWorkDir } from '../lib/work-dir.mjs';
import { sampleTreePeak, TREE_SAMPLE_MS } from './support/memory-sampler.mjs';
import { searchBytes } from './support/search-bytes.mjs';
import { seedArticles } from './support/seed-articles.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE = 'Usage: npm run bench:build -- --articles N [--images none|local] [--keep]';
const SITE_URL = 'https://example.org';

/** @typedef {{ maxRssKb: number, heapLimitKb: number }} ChildReport */

// ---------------------------------------------------------------------------------------------
// The build, in a child process

/**
 * Child mode: `astro build` (programmatically, as the CLI does) into outDir, then reports the
 * peak RSS of this process (main thread and every worker thread) to the parent.
 * @param {string} outDir
 */
async function childBuild(outDir) {
  const { build } = await import('astro');
  try {
    await build({ root: repoRoot, outDir });
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  }
  /** @type {ChildReport} resourceUsage().maxRSS is in kilobytes (getrusage). */
  const report = {
    maxRssKb: process.resourceUsage().maxRSS,
    heapLimitKb: getHeapStatistics().heap_size_limit / 1024,
  };
  process.send?.(report, () => process.exit(0));
}

/**
 * Runs the build child and waits for it, also when aborted (it is then sent SIGTERM). The wall
 * time includes starting Node and loading Astro, as `astro build` would.
 * @param {object} options
 * @param {string} options.outDir
 * @param {string} options.cacheDir its own Astro cache (ASTRO_CACHE_DIR, as every throwaway build)
 * @param {Record<string, string>} options.env
 * @param {AbortSignal} options.signal
 */
async function runBuild({ outDir, cacheDir, env, signal }) {
  signal.throwIfAborted();
  const started = performance.now();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child-build', outDir], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      ASTRO_CACHE_DIR: cacheDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    signal,
    killSignal: 'SIGTERM',
  });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve, reject) => {
    child.on('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
    // An abort also emits 'error', then 'exit'; only a child that never started ends here.
    child.on('error', (error) => child.pid === undefined && reject(error));
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  /** @type {ChildReport} */
  let usage = { maxRssKb: 0, heapLimitKb: 0 };
  child.on('message', (message) => (usage = /** @type {ChildReport} */ (message)));

  const sampler = sampleTreePeak(child.pid);
  try {
    const exit = await exited;
    const seconds = (performance.now() - started) / 1000;
    return { ...exit, seconds, output, ...usage, treePeakKb: await sampler.stop() };
  } finally {
    await sampler.stop();
  }
}

/**
 * Counts the bytes in outDir and its HTML pages: all, /blog/<slug> articles, /blog/<n> lists.
 * @param {string} outDir
 */
async function countPages(outDir) {
  const counts = { html: 0, articles: 0, lists: 0, categories: 0, bytes: 0 };
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    counts.bytes += (await stat(file)).size;
    if (!entry.name.endsWith('.html')) continue;
    counts.html += 1;
    // The page's route, whatever build.format says: blog/x/index.html and blog/x.html are blog/x.
    const route = relative(outDir, file)
      .split(sep)
      .join('/')
      .replace(/(\/index)?\.html$/, '');
    if (route === 'blog' || /^blog\/\d+$/.test(route)) counts.lists += 1;
    else if (route.startsWith('blog/kategori/')) counts.categories += 1;
    else if (route.startsWith('blog/') && route !== 'blog/cari') counts.articles += 1;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Main

/**
 * @returns {{ articles: number, images: 'none' | 'local', keep: boolean } | { childBuild: string }}
 */
function parseOptions() {
  const values = parseCommandLine(
    {
      articles: { type: 'string' },
      images: { type: 'string', default: 'none' },
      keep: { type: 'boolean', default: false },
      'child-build': { type: 'string' },
    },
    USAGE,
  );
  if (values['child-build']) {
    return { childBuild: values['child-build'] };
  }
  const articles = Number(values.articles);
  if (!/^\d+$/.test(values.articles ?? '') || !Number.isSafeInteger(articles) || articles < 1) {
    throw new CliError(
      `--articles must be a positive integer (got ${values.articles ?? 'nothing'}).\n${USAGE}`,
    );
  }
  const images = values.images;
  if (images !== 'none' && images !== 'local') {
    throw new CliError(`--images must be none or local (got ${images}).\n${USAGE}`);
  }
  return { articles, images, keep: values.keep };
}

/** @param {number} kb */
const mb = (kb) => `${Math.round(kb / 1024)} MB`;

/** The last lines of the build's output, for a failure message. */
const tail = (/** @type {string} */ text, lines = 40) =>
  text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * Throwaway directories and what undoes them, in reverse order. Ctrl-C (or SIGTERM) aborts
 * `signal`: the running step stops, and everything is undone, kept output too (it is partial).
 * @param {boolean} keep leave the build output and log in place at the end
 */
async function createWorkspace(keep) {
  const buildDir = await makeWorkDir('bench-build-');
  const cacheDir = join(buildDir, 'cache');

  const aborter = new AbortController();
  const onSignal = () => {
    console.error('\nbench:build: interrupted; removing the throwaway backend and build');
    aborter.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  /** @type {Array<() => Promise<unknown>>} */
  const steps = [
    () =>
      rm(keep && !aborter.signal.aborted ? cacheDir : buildDir, { recursive: true, force: true }),
  ];
  return {
    cacheDir,
    outDir: join(buildDir, 'dist'),
    imageCacheDir: join(buildDir, 'images'),
    logFile: join(buildDir, 'build.log'),
    signal: aborter.signal,
    /** @param {() => Promise<unknown>} step */
    onCleanUp: (step) => steps.push(step),
    async dispose() {
      for (const step of steps.splice(0).reverse()) await step().catch(() => {});
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/**
 * Fails unless the build read exactly the seeded articles from the throwaway backend (not from
 * .env.local's) and wrote a page for each. Returns the page counts and the loader's time.
 * @param {Awaited<ReturnType<typeof runBuild>>} build
 * @param {{ count: number, backendUrl: string, outDir: string }} expected
 */
async function checkBuild(build, { count, backendUrl, outDir }) {
  if (build.code !== 0) {
    const how = build.code === null ? `was killed by ${build.signal}` : `exited with ${build.code}`;
    throw new CliError(`astro build ${how}. Its output ends with:\n\n${tail(build.output)}`);
  }
  const loaded = /(\d+) articles from (\S+) in (\d+) ms/.exec(build.output);
  if (!loaded || Number(loaded[1]) !== count || loaded[2] !== backendUrl) {
    throw new CliError(
      `the build did not read the ${count} seeded articles from ${backendUrl}: ` +
        `${loaded ? loaded[0] : 'no load line in its output'}`,
    );
  }
  const pages = await countPages(outDir);
  if (pages.articles !== count) {
    throw new CliError(`the build wrote ${pages.articles} article pages for ${count} articles`);
  }
  return { pages, loadSeconds: Number(loaded[3]) / 1000 };
}

/**
 * The loader's line about images, or null when it printed none.
 * @param {string} output
 */
function imageStats(output) {
  const match =
    /images: (\d+) converted, (\d+) from the cache, (\d+) failed, \d+ kept as they are, in (\d+) ms/.exec(
      output,
    );
  if (!match) return null;
  const [converted, fromCache, failed, ms] = match.slice(1).map(Number);
  return { converted, fromCache, failed, seconds: /** @type {number} */ (ms) / 1000 };
}

/**
 * @param {number} count
 * @param {'none' | 'local'} images
 * @param {boolean} keep
 */
async function bench(count, images, keep) {
  const work = await createWorkspace(keep);
  try {
    console.log(`Seeding ${count.toLocaleString('en')} articles into a throwaway local backend...`);
    const throwaway = await startThrowawayBackend({ name: 'build', backend: { seed: false } });
    work.onCleanUp(() => throwaway.stop());
    const { backend } = throwaway;
    /** @type {import('../fixtures/articles.mjs').PhotoUrl} */
    let photoUrl = () => null;
    if (images === 'local') {
      const server = await startImageServer();
      work.onCleanUp(() => server.stop());
      photoUrl = (photo, index) => server.photo(`${photo}-${index + 1}`);
    }
    const seedSeconds = await seedArticles(backend.dbUrl, count, {
      photoUrl,
      signal: work.signal,
    });

    console.log(
      `Building the site (astro build) into ${keep ? work.outDir : 'a temp directory'}...`,
    );
    const env = {
      PUBLIC_SUPABASE_URL: backend.url,
      PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SITE_URL,
      IMAGE_CACHE_DIR: work.imageCacheDir,
      // The image server is on loopback, and the cold build measures converting every image:
      // no budget cuts its downloads short.
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
      IMAGE_FETCH_BUDGET_S: String(24 * 3600),
    };
    const expected = { count, backendUrl: backend.url, outDir: work.outDir };
    const build = await runBuild({
      outDir: work.outDir,
      cacheDir: work.cacheDir,
      env,
      signal: work.signal,
    });
    work.signal.throwIfAborted();
    if (keep) await writeFile(work.logFile, build.output);
    const checked = await checkBuild(build, expected);
    const imageBytes = await directoryBytes(join(work.outDir, '_images'));

    /** @type {Awaited<ReturnType<typeof runBuild>> | null} */
    let warm = null;
    if (images === 'local') {
      console.log('Building again with the same image cache (a fresh Astro cache)...');
      await rm(work.outDir, { recursive: true, force: true });
      warm = await runBuild({
        outDir: work.outDir,
        cacheDir: `${work.cacheDir}-warm`,
        env,
        signal: work.signal,
      });
      await checkBuild(warm, expected);
    }

    console.log('Measuring what a search downloads (the build served compressed, Chromium)...');
    const searches = await searchBytes(work.outDir);
    report({ count, seedSeconds, build, ...checked, searches, warm, imageBytes });
    if (keep) console.log(`\nKept: ${work.outDir}\n      ${work.logFile} (the build's output)`);
  } finally {
    await work.dispose();
  }
}

/**
 * @param {Awaited<ReturnType<typeof runBuild>>} build
 * @param {string} label
 */
function imageRows(build, label) {
  const stats = imageStats(build.output);
  if (!stats) return [];
  return [
    [
      `  ${label}`,
      `${stats.seconds.toFixed(1)} s: ${stats.converted} converted, ${stats.fromCache} from the ` +
        `cache, ${stats.failed} failed (the loader's log)`,
    ],
  ];
}

/**
 * Bytes of the files under `dir`; 0 when it does not exist.
 * @param {string} dir
 */
async function directoryBytes(dir) {
  let bytes = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return bytes;
}

/**
 * Astro's own timing of the page rendering step, from its log; null if the format changes.
 * @param {string} output
 */
function renderSeconds(output) {
  const match = /generating static routes[\s\S]*?Completed in ([\d.]+)(ms|s)\./.exec(output);
  return match ? Number(match[1]) / (match[2] === 'ms' ? 1000 : 1) : null;
}

/**
 * @param {object} result
 * @param {number} result.count
 * @param {number} result.seedSeconds
 * @param {number} result.loadSeconds
 * @param {Awaited<ReturnType<typeof runBuild>>} result.build
 * @param {Awaited<ReturnType<typeof countPages>>} result.pages
 * @param {Awaited<ReturnType<typeof searchBytes>>} result.searches
 * @param {Awaited<ReturnType<typeof runBuild>> | null} result.warm the second build, with images
 * @param {number} result.imageBytes
 */
function report({ count, seedSeconds, build, pages, loadSeconds, searches, warm, imageBytes }) {
  const others = pages.html - pages.articles - pages.lists - pages.categories;
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rendering = renderSeconds(build.output);
  const heapFlag = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')
    ? 'set by NODE_OPTIONS'
    : "Node's default: this script passes no --max-old-space-size";
  const rows = [
    ['Articles', count.toLocaleString('en')],
    ['Seeding (not in build time)', `${seedSeconds.toFixed(1)} s`],
    ['Build wall time', `${build.seconds.toFixed(1)} s (from spawning Node to its exit)`],
    ['  loading articles', `${loadSeconds.toFixed(1)} s (fetch + sanitize; the loader's log)`],
    ...imageRows(build, 'images'),
    ...(rendering === null
      ? []
      : [['  rendering pages', `${rendering.toFixed(1)} s (Astro's log)`]]),
    ...(warm
      ? [
          ['Build wall time, warm', `${warm.seconds.toFixed(1)} s (the same image cache)`],
          ...imageRows(warm, 'images'),
        ]
      : []),
    ['Image files in the build', `${(imageBytes / 1024 / 1024).toFixed(1)} MB`],
    [
      'HTML pages built',
      `${pages.html.toLocaleString('en')} (${pages.articles} articles, ` +
        `${pages.lists} list pages, ${pages.categories} category pages, ${others} others)`,
    ],
    ['Pages per second', `${(pages.html / build.seconds).toFixed(1)} (pages / build wall time)`],
    ['Peak RSS, build process', `${mb(build.maxRssKb)} (getrusage maxRSS: all its threads)`],
    [
      'Peak RSS, build process tree',
      build.treePeakKb
        ? `${mb(build.treePeakKb)} (+ subprocesses, e.g. esbuild; /proc every ${TREE_SAMPLE_MS} ms)`
        : 'not available (needs /proc)',
    ],
    ['Heap limit of the build', `${mb(build.heapLimitKb)} (${heapFlag})`],
    ['Output size', `${(pages.bytes / 1024 / 1024).toFixed(1)} MB`],
    ['Search (from the focus, compressed)', 'the island and the database answers'],
    ...searches.map(({ query, found, suggested, requests, bytes, apiBytes }) => [
      `  search "${query}"`,
      `${kb(bytes)} transferred in ${requests} requests (the database's answers ` +
        `${kb(apiBytes)}), ` +
        (suggested ? `nothing found, ${suggested} suggested` : `${found} found`),
    ]),
    ['Node', process.version],
    ['CPUs', String(availableParallelism())],
  ];
  const width = Math.max(...rows.map(([label]) => (label ?? '').length)) + 2;
  console.log(
    `\n${rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n')}`,
  );
}

runCli('bench:build', async () => {
  const options = parseOptions();
  if ('childBuild' in options) {
    await childBuild(options.childBuild);
    return;
  }
  await bench(options.articles, options.images, options.keep).catch((error) => {
    if (error?.name === 'AbortError') process.exit(130);
    throw error;
  });
});
