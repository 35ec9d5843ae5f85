#!/usr/bin/env node
// @ts-check
// `npm run bench:counts -- [--articles N] [--calls N] [--burst N] [--engine both|postgres|pglite]`:
// the visitors' count (public.count_page, issue 34) as a browser calls it, POST
// /rest/v1/rpc/count_page as anon through the gateway and PostgREST.
// - On a throwaway PostgreSQL 15 set up like a Supabase project (as test:db:postgres makes one),
//   with N generated articles and a year of counters (every day: the fixed pages, the list and
//   category pages, a few hundred articles, from several sources): the median and p95 of --calls
//   calls for each kind of path, and the database's own time (the same call in SQL as anon); and
//   the owner's read (page_stats) of 30 and 400 days in SQL.
// - On each engine's local stack: --burst calls at once to one article: how many were answered
//   204, whether the counter grew by exactly that many, and how long they took.
// Writes bench-results/page-counts.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { connectPostgres } from '../backend/database.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median, percentile, statusCounts } from '../lib/stats.mjs';
import { seedArticles } from './support/seed-articles.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE =
  'Usage: npm run bench:counts -- [--articles 10000] [--calls 200] [--burst 1000] [--engine both|postgres|pglite]';

const ms = (/** @type {number | null} */ value) => Math.round((value ?? 0) * 100) / 100;

/** @typedef {{ url: string, anonKey: string, dbUrl: string }} Backend */

/**
 * One count as the visitor's browser sends it.
 * @param {Backend} backend
 * @param {Record<string, unknown>} body
 */
async function countPage(backend, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${backend.url}/rest/v1/rpc/count_page`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * A year of counters up to today, as a busy small site would have them: every day the fixed
 * pages, most categories' first pages, a twentieth of the other list and category pages and
 * 2.5 % of the articles are visited, each from about half of the sources, with chats from about
 * one source in ten. As the owner, in SQL; then analyzed, as autovacuum would.
 * @param {import('../backend/database.mjs').Sql} sql
 */
async function seedYearOfCounters(sql) {
  await sql.query(`select setseed(0.34)`);
  await sql.query(`
    create temporary table bench_paths as
    select p.path, 1.0 as chance
    from unnest(private.fixed_pages()) p(path)
    union all
    select '/blog/' || n, 0.05
    from generate_series(2, (select ceil(count(*) / private.articles_per_page()::numeric)::int
                             from public.articles where withdrawn_at is null)) n
    union all
    select '/blog/kategori/' || c.slug || case when n > 1 then '/' || n else '' end,
           case when n = 1 then 0.8 else 0.05 end
    from (select private.category_slug(category) as slug, count(*) as articles
          from public.articles where withdrawn_at is null and category is not null group by 1) c
    cross join lateral generate_series(1, ceil(c.articles / private.articles_per_page()::numeric)::int) n
    union all
    select '/blog/' || slug, 0.025 from public.articles where withdrawn_at is null`);
  // Each roll is drawn in the select list of a materialized CTE, so once a row: a volatile
  // function in a WHERE clause may be pushed down into a scan and drawn once for many rows.
  const [inserted] = await sql.query(`
    with today as (select (now() at time zone 'Asia/Jakarta')::date as day),
    days_paths as materialized (
      select d::date as day, p.path, p.chance, random() as roll
      from today, generate_series(today.day - 364, today.day, interval '1 day') d
      cross join bench_paths p
    ),
    counted as materialized (
      select dp.day, dp.path, k.kind, s.source, random() as roll
      from days_paths dp
      cross join (values ('visit'), ('chat')) k(kind)
      cross join (values ('whatsapp'), ('facebook'), ('google'), ('lainnya'), ('langsung')) s(source)
      where dp.roll < dp.chance
    ),
    rows as (
      insert into private.page_counts (day, path, kind, source, count)
      select c.day, c.path, c.kind, c.source,
             1 + floor(c.roll * 1000)::int % case c.kind when 'visit' then 40 else 3 end
      from counted c
      where c.roll < case c.kind when 'visit' then 0.5 else 0.1 end
      returning 1
    )
    select count(*)::int as n from rows`);
  await sql.query('analyze private.page_counts');
  const [paths] = await sql.query('select count(*)::int as n from bench_paths');
  return { rows: Number(inserted?.n), paths: Number(paths?.n) };
}

/**
 * The paths timed: one of each kind the function tells apart.
 * @param {import('../backend/database.mjs').Sql} sql
 */
async function pathsToTime(sql) {
  const [row] = await sql.query(`
    select
      (select '/blog/' || slug from public.articles where withdrawn_at is null
       order by id offset (select count(*) / 2 from public.articles) limit 1) as article,
      (select ceil(count(*) / private.articles_per_page()::numeric)::int
       from public.articles where withdrawn_at is null) as last_page,
      (select private.category_slug(category) from public.articles
       where withdrawn_at is null and category is not null
       group by 1 order by count(*) desc limit 1) as category,
      (select ceil(count(*) / private.articles_per_page()::numeric)::int from public.articles
       where withdrawn_at is null and category is not null
       group by private.category_slug(category) order by count(*) desc limit 1) as category_pages`);
  // One article withdrawn for the bench: its page counts nothing, and must cost the same.
  const [withdrawn] = await sql.query(`
    update public.articles set withdrawn_at = now()
    where id = (select max(id) from public.articles where withdrawn_at is null)
    returning '/blog/' || slug as path`);
  return [
    { name: 'a fixed page', path: '/' },
    { name: 'an article', path: String(row?.article) },
    { name: 'a list page, the last', path: `/blog/${row?.last_page}` },
    { name: 'a category page, the first', path: `/blog/kategori/${row?.category}` },
    {
      name: 'a category page, the last',
      path: `/blog/kategori/${row?.category}/${row?.category_pages}`,
    },
    { name: 'a withdrawn article (not counted)', path: String(withdrawn?.path) },
    { name: 'an unknown path (not counted)', path: '/blog/tidak-ada-artikel-ini' },
  ];
}

/**
 * Times each path `calls` times through the API (after a few calls to warm up), then in SQL as
 * anon, rolled back (median and p95 of 50).
 * @param {Backend} backend
 * @param {{ name: string, path: string }[]} paths
 * @param {number} calls
 */
async function timeCalls(backend, paths, calls) {
  const sql = await connectPostgres(backend.dbUrl);
  try {
    const results = [];
    for (const { name, path } of paths) {
      const body = { path, kind: 'visit', source: 'google' };
      for (let i = 0; i < 5; i += 1) await countPage(backend, body);
      /** @type {number[]} */
      const times = [];
      /** @type {{ status: number }[]} */
      const answers = [];
      for (let call = 0; call < calls; call += 1) {
        const answer = await countPage(backend, body);
        answers.push(answer);
        times.push(answer.ms);
      }
      /** @type {number[]} */
      const dbTimes = [];
      for (let call = 0; call < 50; call += 1) {
        await sql.query('begin');
        await sql.query('set local role anon');
        const started = performance.now();
        await sql.query(`select public.count_page($1, 'visit', 'google')`, [path]);
        dbTimes.push(performance.now() - started);
        await sql.query('rollback');
      }
      results.push({
        name,
        path,
        statuses: statusCounts(answers),
        medianMs: ms(median(times)),
        p95Ms: ms(percentile(times, 95)),
        dbMedianMs: ms(median(dbTimes)),
        dbP95Ms: ms(percentile(dbTimes, 95)),
      });
    }
    return results;
  } finally {
    await sql.close();
  }
}

/**
 * The owner's read in SQL as anon with the key's header: its time (median of 10) and rows.
 * @param {Backend & { publishKey: string }} backend
 */
async function timePageStats(backend) {
  const sql = await connectPostgres(backend.dbUrl);
  try {
    const results = [];
    for (const days of [30, 400]) {
      /** @type {number[]} */
      const times = [];
      let rows = 0;
      for (let call = 0; call < 10; call += 1) {
        await sql.query('begin');
        await sql.query('set local role anon');
        await sql.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-publish-key': backend.publishKey }),
        ]);
        const started = performance.now();
        const [row] = await sql.query(
          `select count(*)::int as n from public.page_stats(
             (now() at time zone 'Asia/Jakarta')::date - $1::int + 1,
             (now() at time zone 'Asia/Jakarta')::date)`,
          [days],
        );
        times.push(performance.now() - started);
        rows = Number(row?.n);
        await sql.query('rollback');
      }
      results.push({ days, rows, medianMs: ms(median(times)), p95Ms: ms(percentile(times, 95)) });
    }
    return results;
  } finally {
    await sql.close();
  }
}

/**
 * `calls` visits at once to one article; every answer and the counter after.
 * @param {Backend} backend
 * @param {number} calls
 */
async function burst(backend, calls) {
  const sql = await connectPostgres(backend.dbUrl);
  try {
    const [article] = await sql.query(`
      insert into public.articles (slug, title, content)
      values ('bench-hitung-' || floor(random() * 1e9)::bigint, 'Artikel Ramai', '<p>Isi.</p>')
      returning '/blog/' || slug as path`);
    const path = String(article?.path);
    const [day] = await sql.query(`select (now() at time zone 'Asia/Jakarta')::date::text as day`);
    const body = { path, kind: 'visit', source: 'whatsapp', day: day?.day };
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: calls }, () => countPage(backend, body)),
    );
    const wallMs = performance.now() - started;
    const [counted] = await sql.query(
      `select coalesce(sum(count), 0)::int as n from private.page_counts where path = $1`,
      [path],
    );
    const times = answers.map((answer) => answer.ms);
    return {
      calls,
      statuses: statusCounts(answers),
      counted: Number(counted?.n),
      exact: Number(counted?.n) === calls && answers.every((answer) => answer.status === 204),
      wallMs: Math.round(wallMs),
      medianMs: Math.round(median(times) ?? 0),
      p95Ms: Math.round(percentile(times, 95) ?? 0),
      maxMs: Math.round(Math.max(...times)),
    };
  } finally {
    await sql.close();
  }
}

/**
 * @param {'postgres' | 'pglite'} engine
 * @param {{ articles: number, calls: number, burstCalls: number }} options
 */
async function benchEngine(engine, { articles, calls, burstCalls }) {
  const publishKey = `bench-counts-${Date.now()}-key`;
  const throwaway = await startThrowawayBackend({
    name: 'counts',
    engine,
    withoutPostgres: '; --engine pglite measures the local stack alone',
    backend: { seed: engine === 'pglite', publishKey },
  });
  try {
    const { backend } = throwaway;
    const label =
      engine === 'postgres'
        ? `${throwaway.engine} (set up like a Supabase project)`
        : `${throwaway.engine} (the local backend, seeded)`;
    /** @type {Record<string, unknown>} */
    const run = { engine, label };
    if (engine === 'postgres') {
      console.log(`${label}: seeding ${articles.toLocaleString('en')} generated articles...`);
      run.seedSeconds = await seedArticles(backend.dbUrl, articles);
      const sql = await connectPostgres(backend.dbUrl);
      try {
        console.log(`${label}: a year of counters...`);
        run.counters = await seedYearOfCounters(sql);
        const paths = await pathsToTime(sql);
        console.log(`${label}: ${calls} calls for each of ${paths.length} paths...`);
        run.calls = await timeCalls(backend, paths, calls);
      } finally {
        await sql.close();
      }
      run.pageStats = await timePageStats({ ...backend, publishKey });
    } else {
      const sql = await connectPostgres(backend.dbUrl);
      const paths = await pathsToTime(sql).finally(() => sql.close());
      console.log(`${label}: ${calls} calls for each of ${paths.length} paths...`);
      run.calls = await timeCalls(backend, paths, calls);
    }
    console.log(`${label}: ${burstCalls} visits at once to one article...`);
    run.burst = await burst(backend, burstCalls);
    return run;
  } finally {
    await throwaway.stop();
  }
}

/** @param {any} run */
function report(run) {
  console.log(`\n${run.label}`);
  if (run.counters) {
    console.log(
      `  ${run.counters.rows.toLocaleString('en')} counter rows (a year, ${run.counters.paths.toLocaleString('en')} pages)`,
    );
  }
  const header = ['path', 'API median ms', 'API p95 ms', 'db median ms', 'db p95 ms'];
  const rows = run.calls.map((/** @type {any} */ r) => [
    r.name,
    r.medianMs.toFixed(2),
    r.p95Ms.toFixed(2),
    r.dbMedianMs.toFixed(2),
    r.dbP95Ms.toFixed(2),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((/** @type {string[]} */ row) => (row[i] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
  for (const stats of run.pageStats ?? []) {
    console.log(
      `  page_stats of ${stats.days} days: ${stats.rows.toLocaleString('en')} rows, ` +
        `median ${stats.medianMs} ms, p95 ${stats.p95Ms} ms in the database`,
    );
  }
  const b = run.burst;
  console.log(
    `  burst: ${b.calls} calls at once: statuses ${JSON.stringify(b.statuses)}, counter +${b.counted} ` +
      `(${b.exact ? 'exact' : 'NOT EXACT'}), all answered in ${b.wallMs} ms; each: median ${b.medianMs} ms, ` +
      `p95 ${b.p95Ms} ms, max ${b.maxMs} ms`,
  );
}

runCli('bench:counts', async () => {
  const values = parseCommandLine(
    {
      articles: { type: 'string', default: '10000' },
      calls: { type: 'string', default: '200' },
      burst: { type: 'string', default: '1000' },
      engine: { type: 'string', default: 'both' },
    },
    USAGE,
  );
  const articles = Number(values.articles);
  const calls = Number(values.calls);
  const burstCalls = Number(values.burst);
  for (const [name, value] of [
    ['--articles', articles],
    ['--calls', calls],
    ['--burst', burstCalls],
  ]) {
    if (!Number.isInteger(value) || Number(value) < 1) {
      throw new CliError(`${name} N: a whole number above 0\n\n${USAGE}`);
    }
  }
  /** @type {Array<'postgres' | 'pglite'>} */
  const engines =
    values.engine === 'both'
      ? ['postgres', 'pglite']
      : values.engine === 'postgres' || values.engine === 'pglite'
        ? [values.engine]
        : [];
  if (engines.length === 0) throw new CliError(`--engine: both, postgres or pglite\n\n${USAGE}`);

  const runs = [];
  for (const engine of engines)
    runs.push(await benchEngine(engine, { articles, calls, burstCalls }));

  console.log(
    `\ncount_page as a browser calls it (POST /rest/v1/rpc/count_page as anon through the gateway ` +
      `and PostgREST), ${calls} calls a path, one at a time; db: the same call in SQL as anon ` +
      `(50, rolled back). PostgreSQL: ${articles.toLocaleString('en')} articles.`,
  );
  for (const run of runs) report(run);
  console.log(`\nNode ${process.version}, ${availableParallelism()} CPUs`);
  const failed = runs.filter((run) => !(/** @type {any} */ (run).burst.exact));
  const outDir = join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    join(outDir, 'page-counts.json'),
    `${JSON.stringify({ articles, calls, burst: burstCalls, runs, node: process.version, at: new Date().toISOString() }, null, 2)}\n`,
  );
  if (failed.length > 0) throw new CliError('a burst was not counted exactly: see above');
});
