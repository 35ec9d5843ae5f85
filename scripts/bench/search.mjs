#!/usr/bin/env node
// @ts-check
// `npm run bench:search -- --articles N [--calls N] [--engine both|pglite|postgres]`: the search
// the site's search page calls (public.search_articles, issue 20), timed the way a visitor's
// browser calls it: supabase-js `.rpc()` as anon, through the gateway and PostgREST. Seeds N
// generated articles (scripts/fixtures/articles.mjs) into a throwaway local backend on PGlite,
// then into a throwaway PostgreSQL 15 set up like a Supabase project (as test:db:postgres makes
// one), and for each query prints the median and p95 of --calls calls, the time the database
// itself takes (median, the same call in SQL as anon), what it found, and the response's bytes
// raw and gzipped. On PostgreSQL it also says which indexes the search's queries used.
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import { connectPostgres } from '../backend/database.mjs';
import { searchQueries, typedLikeWorkersQueries } from '../fixtures/search-queries.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { seedArticles } from './support/seed-articles.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE =
  'Usage: npm run bench:search -- [--articles N] [--calls N] [--engine both|pglite|postgres]';

/**
 * @typedef {object} QueryResult
 * @property {string} query
 * @property {number} found rows on the first page
 * @property {boolean} more whether there is a second page
 * @property {boolean} suggestions whether the rows are 'Mungkin maksud Anda' suggestions
 * @property {number} medianMs through the API
 * @property {number} p95Ms through the API
 * @property {number} dbMedianMs in the database alone
 * @property {number} rawBytes the response body
 * @property {number} gzipBytes the response body gzipped (as a CDN or Supabase's gateway sends it)
 */

const ms = (/** @type {number | null} */ value) => Math.round((value ?? 0) * 10) / 10;

/** The site's queries (issue 20), then the ways workers type them (issue 37). */
const queries = [...searchQueries, ...typedLikeWorkersQueries];

/**
 * Times every query `calls` times through supabase-js as anon (after one call each to warm up),
 * then once more in SQL as anon, and reads one response's bytes.
 * @param {{ url: string, anonKey: string, dbUrl: string }} backend
 * @param {number} calls
 * @returns {Promise<QueryResult[]>}
 */
async function measure(backend, calls) {
  const supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const rpc = async (/** @type {string} */ q) => {
    const { data, error } = await supabase.rpc('search_articles', { q });
    if (error) throw new CliError(`search '${q}' failed: ${error.message}`);
    return /** @type {{ suggestion: boolean, has_more: boolean }[]} */ (data);
  };
  for (const query of queries) await rpc(query);

  const sql = await connectPostgres(backend.dbUrl);
  try {
    /** @type {QueryResult[]} */
    const results = [];
    for (const query of queries) {
      /** @type {number[]} */
      const times = [];
      let rows = await rpc(query);
      for (let call = 0; call < calls; call += 1) {
        const started = performance.now();
        rows = await rpc(query);
        times.push(performance.now() - started);
      }

      /** @type {number[]} */
      const dbTimes = [];
      for (let call = 0; call < Math.min(calls, 10); call += 1) {
        await sql.query('begin');
        await sql.query('set local role anon');
        const started = performance.now();
        await sql.query('select * from public.search_articles($1)', [query]);
        dbTimes.push(performance.now() - started);
        await sql.query('rollback');
      }

      const response = await fetch(`${backend.url}/rest/v1/rpc/search_articles`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'application/json',
          'accept-encoding': 'identity',
        },
        body: JSON.stringify({ q: query }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new CliError(`search '${query}' answered ${response.status}`);

      results.push({
        query,
        found: rows.length,
        more: rows.some((row) => row.has_more),
        suggestions: rows.some((row) => row.suggestion),
        medianMs: ms(median(times)),
        p95Ms: ms(percentile(times, 95)),
        dbMedianMs: ms(median(dbTimes)),
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      });
    }
    return results;
  } finally {
    await sql.close();
  }
}

/**
 * Which indexes the search's own queries use for a common word and for a slip, from the plans
 * auto_explain reports for the statements inside the functions (a superuser may load it).
 * @param {import('../backend/postgres-cluster.mjs').Cluster} cluster
 */
async function indexesUsed(cluster) {
  const client = await cluster.connectAsSuperuser();
  /** @type {string[]} */
  const plans = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0;
      set auto_explain.log_nested_statements = on;
      set client_min_messages = log`);
    /** @type {Record<string, string[]>} */
    const used = {};
    // A common word, a slip, a word being typed (the words' table), a partial match.
    for (const query of ['gaji', 'pasport', 'kesehata', 'gaji zqxw jepang']) {
      plans.length = 0;
      await client.query('begin; set local role anon');
      await client.query('select * from public.search_articles($1)', [query]);
      await client.query('rollback');
      const scans = plans.flatMap((plan) => [
        ...plan.matchAll(
          /(?:Index Scan|Index Only Scan) (?:on|using) (\w+)|Seq Scan on (articles|search_words)/g,
        ),
      ]);
      used[query] = [
        ...new Set(scans.map((scan) => scan[1] ?? `a sequential scan of ${scan[2] ?? '?'}`)),
      ];
    }
    return used;
  } finally {
    await client.end();
  }
}

/**
 * @param {'pglite' | 'postgres'} engine
 * @param {number} count
 * @param {number} calls
 */
async function benchEngine(engine, count, calls) {
  const throwaway = await startThrowawayBackend({
    name: 'search',
    engine,
    withoutPostgres: '; --engine pglite measures PGlite alone',
    backend: { seed: false },
  });
  try {
    const { backend, cluster } = throwaway;
    const label = cluster
      ? `${throwaway.engine} (set up like a Supabase project)`
      : `${throwaway.engine} (the local backend)`;
    console.log(`${label}: seeding ${count.toLocaleString('en')} generated articles...`);
    const seedSeconds = await seedArticles(backend.dbUrl, count);
    console.log(`${label}: seeded in ${seedSeconds.toFixed(1)} s; searching...`);
    const results = await measure(backend, calls);
    const indexes = cluster ? await indexesUsed(cluster) : null;
    return { engine, label, seedSeconds, results, indexes };
  } finally {
    await throwaway.stop();
  }
}

/** @param {Awaited<ReturnType<typeof benchEngine>>} run */
function report(run) {
  const header = ['query', 'found', 'median ms', 'p95 ms', 'db ms', 'bytes', 'gzip'];
  const rows = run.results.map((r) => [
    `'${r.query}'`,
    `${r.found}${r.more ? '+' : ''}${r.suggestions ? ' suggested' : ''}`,
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.dbMedianMs.toFixed(1),
    r.rawBytes.toLocaleString('en'),
    r.gzipBytes.toLocaleString('en'),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${run.label}, seeded in ${run.seedSeconds.toFixed(1)} s`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (run.indexes) {
    for (const [query, used] of Object.entries(run.indexes)) {
      console.log(`  '${query}' used: ${used.join(', ') || 'no index'}`);
    }
  }
}

runCli('bench:search', async () => {
  const values = parseCommandLine(
    {
      articles: { type: 'string', default: '10000' },
      calls: { type: 'string', default: '30' },
      engine: { type: 'string', default: 'both' },
    },
    USAGE,
  );
  const count = Number(values.articles);
  const calls = Number(values.calls);
  if (!Number.isInteger(count) || count < 1)
    throw new CliError(`--articles N: a whole number above 0\n\n${USAGE}`);
  if (!Number.isInteger(calls) || calls < 1)
    throw new CliError(`--calls N: a whole number above 0\n\n${USAGE}`);
  /** @type {Array<'pglite' | 'postgres'>} */
  const engines =
    values.engine === 'both'
      ? ['postgres', 'pglite']
      : values.engine === 'pglite' || values.engine === 'postgres'
        ? [values.engine]
        : [];
  if (engines.length === 0) throw new CliError(`--engine: both, pglite or postgres\n\n${USAGE}`);

  const runs = [];
  for (const engine of engines) runs.push(await benchEngine(engine, count, calls));

  console.log(
    `\nSearch at ${count.toLocaleString('en')} articles: ${calls} calls a query through ` +
      "supabase-js .rpc('search_articles') as anon (gateway, PostgREST, database); db ms: the " +
      'same call in SQL as anon (median of 10); found: rows on page 1 (+: a page 2 exists); ' +
      'bytes: the JSON response, raw and gzipped.',
  );
  for (const run of runs) report(run);
  console.log(`\nNode ${process.version}, ${availableParallelism()} CPUs`);

  const outDir = join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    join(outDir, 'search.json'),
    `${JSON.stringify({ articles: count, calls, runs, node: process.version, at: new Date().toISOString() }, null, 2)}\n`,
  );
});
