#!/usr/bin/env node
// @ts-check
// `npm run bench:slow-queries`: how the local API answers
// while runaway anon requests keep arriving (issue 20). On a throwaway seeded backend, sends a
// catastrophic regular-expression filter (or --burst of them at once) every 9 s for 40 s and,
// meanwhile, an ordinary read every 250 ms (each on time, whether or not the previous one was
// answered), then prints the share of reads answered 200 with the right rows, their latencies,
// and what the slow requests got. Writes bench-results/slow-queries.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CATASTROPHIC_TITLE_FILTER } from '../fixtures/slow-queries.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median, percentile, statusCounts } from '../lib/stats.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE = `Usage: node scripts/bench/slow-queries.mjs [--seconds 40] [--slow-every 9] [--burst 1] [--read-every 0.25]`;

/**
 * @typedef {object} Answer
 * @property {number} sentMs since the start
 * @property {number} status 0 when the request failed without an answer
 * @property {number} ms
 * @property {string} body
 */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} start
 * @returns {Promise<Answer>}
 */
async function send(url, headers, start) {
  const sent = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    return { sentMs: sent - start, status: response.status, ms: performance.now() - sent, body };
  } catch (error) {
    const body = error instanceof Error ? error.message : String(error);
    return { sentMs: sent - start, status: 0, ms: performance.now() - sent, body };
  }
}

runCli('bench:slow-queries', async () => {
  const options = parseCommandLine(
    {
      seconds: { type: 'string', default: '40' },
      'slow-every': { type: 'string', default: '9' },
      burst: { type: 'string', default: '1' },
      'read-every': { type: 'string', default: '0.25' },
    },
    USAGE,
  );
  const seconds = Number(options.seconds);
  const slowEvery = Number(options['slow-every']);
  const readEvery = Number(options['read-every']);
  const burst = Number(options.burst);
  if (![seconds, slowEvery, readEvery].every((value) => value > 0)) {
    throw new CliError(`the durations must be positive numbers of seconds\n\n${USAGE}`);
  }
  if (!Number.isInteger(burst) || burst < 1) {
    throw new CliError(
      `--burst is how many runaway filters are sent at once: 1 or more\n\n${USAGE}`,
    );
  }

  /** @type {string[]} */
  const lines = [];
  const throwaway = await startThrowawayBackend({
    name: 'slow',
    backend: { quiet: false, log: (line) => lines.push(line) },
  });
  try {
    const { backend } = throwaway;
    const headers = { apikey: backend.anonKey };
    const readUrl = `${backend.url}/rest/v1/articles?select=slug,title&order=slug&limit=3`;
    const slowUrl = `${backend.url}/rest/v1/articles?${CATASTROPHIC_TITLE_FILTER}`;
    const expected = await send(readUrl, headers, 0);
    if (expected.status !== 200) throw new CliError(`the first read got ${expected.status}`);

    console.log(
      `${seconds} s: ${burst} catastrophic regex filter(s) at once every ${slowEvery} s, a read every ` +
        `${readEvery * 1000} ms...`,
    );
    const start = performance.now();
    const end = start + seconds * 1000;
    /** @type {Promise<Answer>[]} */
    const slow = [];
    /** @type {Promise<Answer>[]} */
    const reads = [];
    let nextSlow = start;
    let nextRead = start + readEvery * 1000;
    while (Math.min(nextSlow, nextRead) < end) {
      const now = performance.now();
      if (nextSlow <= now) {
        for (let i = 0; i < burst; i += 1) slow.push(send(slowUrl, headers, start));
        nextSlow += slowEvery * 1000;
      }
      if (nextRead <= now) {
        reads.push(send(readUrl, headers, start));
        nextRead += readEvery * 1000;
      }
      await delay(Math.max(0, Math.min(nextSlow, nextRead) - performance.now()));
    }
    const slowAnswers = await Promise.all(slow);
    const readAnswers = await Promise.all(reads);

    const right = readAnswers.filter((a) => a.status === 200 && a.body === expected.body);
    const times = readAnswers.map((a) => a.ms);
    const result = {
      seconds,
      slowEverySeconds: slowEvery,
      burst,
      readEveryMs: readEvery * 1000,
      reads: {
        sent: readAnswers.length,
        answered200: right.length,
        share200: Number((right.length / readAnswers.length).toFixed(3)),
        statuses: statusCounts(readAnswers),
        medianMs: Math.round(median(times) ?? 0),
        p95Ms: Math.round(percentile(times, 95) ?? 0),
        maxMs: Math.round(Math.max(...times)),
      },
      slow: slowAnswers.map((a) => ({
        sentMs: Math.round(a.sentMs),
        status: a.status,
        ms: Math.round(a.ms),
        code: /"code":"([^"]*)"/.exec(a.body)?.[1] ?? null,
      })),
      restarts: lines.filter((line) => /PGlite was restarted/.test(line)).length,
      node: process.version,
      at: new Date().toISOString(),
    };

    const { reads: r } = result;
    console.log(
      [
        `Reads answered 200 with the right rows: ${r.answered200} of ${r.sent} ` +
          `(${(r.share200 * 100).toFixed(1)} %); statuses ${JSON.stringify(r.statuses)}`,
        `Read latency: median ${r.medianMs} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms`,
        `Slow requests: ${result.slow.map((s) => `${s.status} ${s.code ?? ''} in ${s.ms} ms`).join('; ')}`,
        `PGlite restarts: ${result.restarts}`,
      ].join('\n'),
    );
    const outDir = join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'slow-queries.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await throwaway.stop();
  }
});
