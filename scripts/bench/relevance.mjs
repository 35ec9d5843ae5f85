#!/usr/bin/env node
// @ts-check
// `npm run bench:relevance [-- --set dev|dev2|heldout|heldout2|both|dev,dev2] [--json FILE] [--verbose] [--no-pagefind]`:
// how well the site's search finds what a reader means. Loads the hand-written articles of
// scripts/bench/relevance/ into a throwaway local backend (PGlite, PostgREST, the gateway) as
// the owner's seed does, asks public.search_articles for each judged query as the search page
// does (GET as anon, page 1), and scores the rankings: success@1 and @3 (an answer, grade 3, in
// the first 1 or 3), MRR, nDCG@5 (graded) and how many queries got nothing. Beside it, Pagefind
// 1.x on the same articles (installed for this bench only), searched with its own code in
// Chromium. Whatever search_articles the migrations define is measured: run it before and after.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { connectPostgres } from '../backend/database.mjs';
import { insertArticles } from '../fixtures/articles.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { benchArticles } from './relevance/articles.mjs';
import { scoreRanking, summarize } from './relevance/metrics.mjs';
import { loadPagefind, pagefindRankings } from './relevance/pagefind.mjs';
import { querySets } from './relevance/queries.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE =
  'Usage: npm run bench:relevance -- [--set dev|dev2|heldout|heldout2|both|NAME,NAME] [--json FILE] [--verbose] [--no-pagefind]';

/** @typedef {import('./relevance/queries.mjs').JudgedQuery} JudgedQuery */
/** @typedef {{ slugs: string[], suggestion: boolean }} Answer */

/**
 * Our search's answer to each query: the slugs of page 1 in its order, and whether they are
 * 'Mungkin maksud Anda' suggestions (shown as links all the same, so they are scored).
 * @param {readonly string[]} queries
 */
async function ourRankings(queries) {
  const throwaway = await startThrowawayBackend({ name: 'relevance', backend: { seed: false } });
  try {
    const { backend } = throwaway;
    const sql = await connectPostgres(backend.dbUrl);
    let definition = '';
    try {
      await insertArticles(
        sql,
        benchArticles.map((article) => ({ ...article, author: 'Tim Sahabat Migran' })),
      );
      await sql.query('analyze public.articles');
      const rows = await sql.query(
        // Every function of the search, not only its entry point: what ranks is private.
        `select coalesce(string_agg(pg_get_functiondef(p.oid), '' order by p.proname, p.oid), '') as d
           from pg_proc p
          where p.proname like 'search\\_%'
            and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
            and exists (select from pg_proc e where e.proname = 'search_articles'
                          and e.pronamespace = 'public'::regnamespace)`,
      );
      definition = String(rows[0]?.d ?? '');
    } finally {
      await sql.close();
    }
    if (!definition) throw new CliError('the migrations define no public.search_articles');

    /** @type {Map<string, Answer>} */
    const answers = new Map();
    for (const query of queries) {
      // The search page's own call (src/lib/site-search.ts): a GET with the key in the query.
      const url = new URL(`${backend.url}/rest/v1/rpc/search_articles`);
      url.search = new URLSearchParams({ q: query, page: '1', apikey: backend.anonKey }).toString();
      const response = await fetch(url);
      if (!response.ok) {
        throw new CliError(
          `search '${query}' answered ${response.status}: ${await response.text()}`,
        );
      }
      const rows = /** @type {{ slug: string, suggestion: boolean }[]} */ (await response.json());
      answers.set(query, {
        slugs: rows.map((row) => row.slug),
        suggestion: rows.some((row) => row.suggestion),
      });
    }
    const fingerprint = createHash('sha256').update(definition).digest('hex').slice(0, 12);
    return { answers, engine: throwaway.engine, fingerprint };
  } finally {
    await throwaway.stop();
  }
}

/** The newest migration about the search (its functions or its words): which search was measured. */
async function searchMigration() {
  const dir = join(repoRoot, 'supabase', 'migrations');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  let newest = '';
  for (const name of files) {
    if (/\b(public|private)\.search_/.test(await readFile(join(dir, name), 'utf8'))) newest = name;
  }
  return newest;
}

/**
 * @param {readonly JudgedQuery[]} set
 * @param {Map<string, Answer>} answers
 */
const scoreSet = (set, answers) =>
  summarize(set.map(({ query, grades }) => scoreRanking(answers.get(query)?.slugs ?? [], grades)));

const fixed = (/** @type {number} */ n) => n.toFixed(3);
const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(1)} %`;

/** @param {string[][]} rows the first is the header */
function printTable(rows) {
  const widths = (rows[0] ?? []).map((_, i) =>
    Math.max(...rows.map((row) => (row[i] ?? '').length)),
  );
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  }
}

runCli('bench:relevance', async () => {
  const values = parseCommandLine(
    {
      set: { type: 'string', default: 'both' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'no-pagefind': { type: 'boolean', default: false },
    },
    USAGE,
  );
  const setNames = values.set === 'both' ? ['dev', 'heldout2'] : (values.set ?? '').split(',');
  /** @type {(name: string) => name is keyof typeof querySets} */
  const isSet = (name) => Object.hasOwn(querySets, name);
  if (!setNames.every(isSet)) {
    throw new CliError(
      `--set: ${Object.keys(querySets).join(', ')}, both, or names joined by commas\n\n${USAGE}`,
    );
  }
  const sets = setNames.map((name) => ({ name, queries: querySets[name] }));
  const queries = [...new Set(sets.flatMap((set) => set.queries.map((q) => q.query)))];

  console.log(`Searching ${benchArticles.length} articles with search_articles...`);
  const ours = await ourRankings(queries);
  /** @type {{ name: string, answers: Map<string, Answer> }[]} */
  const engines = [{ name: 'search_articles', answers: ours.answers }];

  let pagefindVersion = null;
  if (values['no-pagefind']) {
    console.log('Pagefind skipped (--no-pagefind).');
  } else {
    try {
      const pagefind = await loadPagefind();
      console.log(`Searching the same articles with Pagefind ${pagefind.version} in Chromium...`);
      const rankings = await pagefindRankings(pagefind.api, benchArticles, queries);
      pagefindVersion = pagefind.version;
      engines.push({
        name: `Pagefind ${pagefind.version}`,
        answers: new Map(
          [...rankings].map(([query, slugs]) => [query, { slugs, suggestion: false }]),
        ),
      });
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      console.log(
        `Pagefind skipped: ${error.message}. Run with --no-pagefind to measure search_articles alone.`,
      );
    }
  }

  const results = sets.flatMap((set) =>
    engines.map((engine) => ({
      engine: engine.name,
      set: set.name,
      ...scoreSet(set.queries, engine.answers),
      suggestedOnly: set.queries.filter((q) => engine.answers.get(q.query)?.suggestion).length,
    })),
  );

  if (values.verbose) {
    for (const set of sets) {
      console.log(`\n${set.name}: the first three of each engine, with their grades`);
      for (const { query, grades } of set.queries) {
        console.log(`'${query}'`);
        for (const engine of engines) {
          const answer = engine.answers.get(query);
          const top = (answer?.slugs ?? [])
            .slice(0, 3)
            .map((slug) => `${slug} (${grades[slug] ?? 0})`);
          const note = answer?.suggestion ? ' [Mungkin maksud Anda]' : '';
          console.log(`  ${engine.name}: ${top.join(', ') || 'nothing'}${note}`);
        }
      }
    }
  }

  const migration = await searchMigration();
  console.log(
    `\n${benchArticles.length} articles; ${sets.map((s) => `${s.name} ${s.queries.length} queries`).join(', ')}. ` +
      'An answer is an article judged 3; s@k: an answer in the first k; empty: nothing at all ' +
      "(suggested: only 'Mungkin maksud Anda' rows, which are scored too).",
  );
  printTable([
    ['engine', 'set', 'queries', 's@1', 's@3', 'MRR', 'nDCG@5', 'empty', 'suggested'],
    ...results.map((r) => [
      r.engine,
      r.set,
      String(r.queries),
      percent(r.successAt1),
      percent(r.successAt3),
      fixed(r.mrr),
      fixed(r.ndcg5),
      String(r.empty),
      String(r.suggestedOnly),
    ]),
  ]);
  console.log(
    `\nsearch_articles from ${migration} (its functions' definitions ${ours.fingerprint}) on ${ours.engine}; ` +
      `${pagefindVersion ? `Pagefind ${pagefindVersion}; ` : ''}Node ${process.version}`,
  );

  if (values.json) {
    const file = resolve(values.json);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          articles: benchArticles.length,
          results,
          searchMigration: migration,
          searchDefinition: ours.fingerprint,
          database: ours.engine,
          pagefind: pagefindVersion,
          node: process.version,
          at: new Date().toISOString(),
          rankings: Object.fromEntries(
            queries.map((query) => [
              query,
              Object.fromEntries(engines.map((e) => [e.name, e.answers.get(query)?.slugs ?? []])),
            ]),
          ),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Written: ${file}`);
  }
});
