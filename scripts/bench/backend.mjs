#!/usr/bin/env node
// @ts-check
// `npm run bench:backend`: how long the local backend takes to start (fresh data directory, then
// warm) and to serve 1,000 articles to supabase-js. Runs a throwaway backend on free ports.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { listColumns } from '../../src/lib/article-columns.js';
import { CliError, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median } from '../lib/stats.mjs';
import { seedArticles } from './support/seed-articles.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const ROWS = 1000;
const RUNS = 10;

runCli('bench:backend', async () => {
  // Started twice on one data directory: fresh (migrations and seed), then warm.
  const throwaway = await startThrowawayBackend({ name: 'backend' });
  try {
    const cold = throwaway.backend;
    const backend = await throwaway.restart();
    // Inserted as the owner, like the seed: generated articles, 3–6 KB of HTML each.
    await seedArticles(backend.dbUrl, ROWS);

    const supabase = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false },
    });
    /** @type {number[]} */
    const times = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const { data, error } = await supabase
        .from('articles')
        .select(listColumns)
        .order('published_at', { ascending: false })
        .range(0, ROWS - 1);
      times.push(performance.now() - started);
      if (error) throw new CliError(`list failed: ${error.message}`);
      if (data.length !== ROWS) throw new CliError(`expected ${ROWS} rows, got ${data.length}`);
      bytes = JSON.stringify(data).length;
    }

    const result = {
      coldStartMs: cold.timings.total,
      coldStartPhasesMs: cold.timings,
      warmStartMs: backend.timings.total,
      warmStartPhasesMs: backend.timings,
      list1000: {
        firstMs: Math.round(times[0] ?? 0),
        medianMs: Math.round(median(times) ?? 0),
        runs: RUNS,
        responseKB: Math.round(bytes / 1024),
      },
      node: process.version,
      at: new Date().toISOString(),
    };
    console.log(
      [
        `Cold start (fresh data directory): ${result.coldStartMs} ms`,
        `Warm start:                        ${result.warmStartMs} ms`,
        `List ${ROWS} rows via supabase-js:    first ${result.list1000.firstMs} ms, ` +
          `median ${result.list1000.medianMs} ms of ${RUNS} (${result.list1000.responseKB} KB)`,
      ].join('\n'),
    );
    const outDir = join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'backend.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await throwaway.stop();
  }
});
