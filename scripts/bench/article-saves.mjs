#!/usr/bin/env node
// @ts-check
// `npm run bench:saves -- [--edits 1000] [--long 6]`: what saving an article costs through the
// local API, as the editor sends it (PATCH with the publishing key, issue 29, finding 6). On a
// throwaway seeded backend (PGlite), first `--edits` saves one after another of one article with
// a generated text of about 5 KB (scripts/fixtures/articles.mjs), each a new text: their statuses
// and times, and how often PGlite restarted. Then `--long` saves of a body at the content limit
// (500,000 characters) of each kind an owner can paste: a Word document, text full of '&nbsp;',
// of '&amp;', of numeric references ('&#8217;'); and withdrawing and restoring it. Writes
// bench-results/article-saves.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { articleFields } from '../../src/lib/article-fields.js';
import { generateArticle, randomGenerator } from '../fixtures/articles.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median, percentile, statusCounts } from '../lib/stats.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

const USAGE = 'Usage: npm run bench:saves -- [--edits 1000] [--long 6]';
const PUBLISH_KEY = 'Bench-Saves-Key-0123456789';
const CONTENT_MAX = /** @type {number} */ (
  articleFields.find((field) => field.name === 'content')?.max
);

/** @typedef {ReturnType<typeof randomGenerator>} Random */

/**
 * The pieces bodies of CONTENT_MAX characters are made of, one per kind an owner pastes.
 * @type {Record<string, (random: Random) => string>}
 */
const LONG_BODIES = {
  word: (random) =>
    `<p class="MsoNormal" style="margin:0cm;font-family:Calibri"><span lang="IN">Paspor ` +
    `${random.between(0, 999_999)} dan gaji&nbsp;bulanan</span></p>`,
  nbsp: (random) => `kata${random.between(0, 999_999)}${'&nbsp;'.repeat(6)}`,
  amp: (random) => `kata${random.between(0, 999_999)} &amp; `,
  numeric: (random) => `kata${random.between(0, 999_999)}&#8217;s &#8220;ini&#8221; `,
};

/** @param {Random} random @param {(random: Random) => string} piece */
function longBody(random, piece) {
  let body = '<p>';
  while (body.length < CONTENT_MAX - 600) body += piece(random);
  return `${body}</p>`;
}

/** @param {number[]} times */
const summary = (times) => ({
  medianMs: Math.round(median(times) ?? 0),
  p95Ms: Math.round(percentile(times, 95) ?? 0),
  maxMs: Math.round(Math.max(...times)),
});

runCli('bench:saves', async () => {
  const options = parseCommandLine(
    { edits: { type: 'string', default: '1000' }, long: { type: 'string', default: '6' } },
    USAGE,
  );
  const edits = Number(options.edits);
  const long = Number(options.long);
  if (![edits, long].every((n) => Number.isInteger(n) && n >= 0)) {
    throw new CliError(`--edits and --long are whole numbers\n\n${USAGE}`);
  }

  /** @type {string[]} */
  const lines = [];
  const throwaway = await startThrowawayBackend({
    name: 'saves',
    backend: { quiet: false, publishKey: PUBLISH_KEY, log: (line) => lines.push(line) },
  });
  try {
    const { backend } = throwaway;
    const headers = {
      apikey: backend.anonKey,
      'x-publish-key': PUBLISH_KEY,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    };
    const first = await fetch(`${backend.url}/rest/v1/articles?select=slug&order=slug&limit=1`, {
      headers,
    });
    const [article] = /** @type {{ slug: string }[]} */ (await first.json());
    if (!article) throw new CliError('the seeded backend has no article to save');
    const { slug } = article;
    const articleUrl = `${backend.url}/rest/v1/articles?slug=eq.${encodeURIComponent(slug)}`;

    /** @param {Record<string, unknown>} changes */
    const save = async (changes) => {
      const started = performance.now();
      try {
        const response = await fetch(articleUrl, {
          method: 'PATCH',
          headers,
          body: JSON.stringify(changes),
          signal: AbortSignal.timeout(60_000),
        });
        await response.text();
        return { status: response.status, ms: performance.now() - started };
      } catch {
        return { status: 0, ms: performance.now() - started };
      }
    };
    const restarts = () => lines.filter((line) => /PGlite was restarted/.test(line)).length;

    console.log(`${edits} saves of about 5 KB, one after another...`);
    const short = [];
    /** @type {number[]} */
    const lengths = [];
    for (let i = 0; i < edits; i += 1) {
      const { content } = generateArticle(i);
      lengths.push(content.length);
      short.push(await save({ content }));
    }
    const shortResult = {
      saves: edits,
      bytesMedian: median(lengths),
      statuses: statusCounts(short),
      ...summary(short.map((a) => a.ms)),
      restarts: restarts(),
    };

    const random = randomGenerator(29);
    /** @type {Record<string, { statuses: Record<string, number>, medianMs: number, p95Ms: number, maxMs: number }>} */
    const longResult = {};
    for (const [kind, piece] of Object.entries(LONG_BODIES)) {
      console.log(`${long} saves of ${CONTENT_MAX.toLocaleString('en')} characters (${kind})...`);
      const answers = [];
      for (let i = 0; i < long; i += 1)
        answers.push(await save({ content: longBody(random, piece) }));
      longResult[kind] = { statuses: statusCounts(answers), ...summary(answers.map((a) => a.ms)) };
    }
    const withdraw = await save({ withdrawn_at: new Date().toISOString() });
    const restore = await save({ withdrawn_at: null });

    const result = {
      short: shortResult,
      long: longResult,
      withdrawLong: { status: withdraw.status, ms: Math.round(withdraw.ms) },
      restoreLong: { status: restore.status, ms: Math.round(restore.ms) },
      restarts: restarts(),
      node: process.version,
      at: new Date().toISOString(),
    };
    console.log(
      [
        `5 KB saves: ${JSON.stringify(shortResult.statuses)}; median ${shortResult.medianMs} ms, ` +
          `p95 ${shortResult.p95Ms} ms, max ${shortResult.maxMs} ms`,
        ...Object.entries(longResult).map(
          ([kind, r]) =>
            `${CONTENT_MAX.toLocaleString('en')} characters, ${kind}: ${JSON.stringify(r.statuses)}; ` +
            `median ${r.medianMs} ms, max ${r.maxMs} ms`,
        ),
        `Withdrawing it: ${withdraw.status} in ${Math.round(withdraw.ms)} ms; restoring: ` +
          `${restore.status} in ${Math.round(restore.ms)} ms`,
        `PGlite restarts: ${result.restarts}`,
      ].join('\n'),
    );
    const outDir = join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'article-saves.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await throwaway.stop();
  }
});
