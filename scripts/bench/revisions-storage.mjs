#!/usr/bin/env node
// @ts-check
// `npm run bench:revisions -- [--articles N] [--edits E] [--json]`: what keeping every version an
// edit replaces (public.article_revisions, issue 21) costs in storage. On a throwaway PostgreSQL
// set up like a Supabase project (as bench:search and test:db:postgres make one) with the
// project's migrations, it inserts N generated articles (scripts/fixtures/articles.mjs, 3.5–7 KB
// of HTML each) and edits each one E times as the owner edits: a paragraph or two of the text
// rewritten, a sentence changed or added, now and then the title or the summary. Each edit is
// one `update public.articles set ... where id = ...` as postgres, so the database's trigger
// writes the revisions. Then it weighs article_revisions (heap, TOAST, indexes: on disk, after a
// vacuum, as autovacuum leaves an append-only table) against the number of revisions, and the
// articles table beside it; and does the same for one typical article (the median text length)
// edited E times alone. --json prints the figures as JSON instead of the table; either way
// bench-results/revisions-storage.json keeps them.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connectPostgres } from '../backend/database.mjs';
import { generateArticle, insertArticles, randomGenerator } from '../fixtures/articles.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { repoRoot } from '../lib/repo-root.mjs';
import { median } from '../lib/stats.mjs';
import { startThrowawayBackend } from './support/throwaway-backend.mjs';

/** @typedef {import('../backend/database.mjs').Sql} Sql */
/** @typedef {import('../fixtures/articles.mjs').GeneratedArticle} GeneratedArticle */
/** @typedef {ReturnType<typeof randomGenerator>} Random */

const USAGE = 'Usage: npm run bench:revisions -- [--articles N] [--edits E] [--json]';
const BATCH_SIZE = 500;
/** How often an edit also changes the title, or the summary (the text always changes). */
const TITLE_SHARE = 0.1;
const SUMMARY_SHARE = 0.2;
/** What the owner adds to a title now and then, and takes away again. */
const TITLE_NOTE = ' (Diperbarui)';

/**
 * @typedef {object} Sizes bytes on disk of one table
 * @property {number} total pg_total_relation_size: every fork, TOAST and indexes
 * @property {number} heap pg_relation_size: the table's main fork
 * @property {number} toast the TOAST table and its index
 * @property {number} indexes pg_indexes_size
 * @property {number} otherForks the free space and visibility maps (total minus the rest)
 */

/**
 * @param {Sql} sql
 * @param {string} table
 * @returns {Promise<Sizes>}
 */
async function tableSizes(sql, table) {
  const [row] = await sql.query(
    `select pg_total_relation_size(c.oid) as total,
            pg_relation_size(c.oid) as heap,
            coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) as toast,
            pg_indexes_size(c.oid) as indexes
     from pg_class c where c.oid = $1::regclass`,
    [table],
  );
  const [total, heap, toast, indexes] = ['total', 'heap', 'toast', 'indexes'].map((column) =>
    Number(row?.[column] ?? 0),
  );
  return {
    total: total ?? 0,
    heap: heap ?? 0,
    toast: toast ?? 0,
    indexes: indexes ?? 0,
    otherForks: (total ?? 0) - (heap ?? 0) - (toast ?? 0) - (indexes ?? 0),
  };
}

/** The `<p>` paragraphs of an article's text, but its closing invitation (the last one). */
const PARAGRAPH = /^<p>(?!Ada pertanyaan\?)(.*)<\/p>$/;

/** @param {string} text a paragraph's text */
const sentencesOf = (text) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * Sentences and paragraphs the owner's edits bring in, from another generated article (one
 * outside the benchmark's set), so that they are as realistic as the articles themselves.
 * @param {number} index
 */
function donorText(index) {
  const paragraphs = generateArticle(index)
    .content.split('\n')
    .map((block) => PARAGRAPH.exec(block)?.[1])
    .filter((text) => text !== undefined);
  return { paragraphs, sentences: paragraphs.flatMap(sentencesOf) };
}

/**
 * One edit as the owner makes it in 'Edit Artikel': one paragraph (or, one time in three, two)
 * rewritten, or a sentence in it replaced, or one added; sometimes the title or the summary too.
 * @param {{ title: string, summary: string, content: string }} current
 * @param {Random} random
 * @param {ReturnType<typeof donorText>} donor
 */
function editArticle(current, random, donor) {
  const blocks = current.content.split('\n');
  const paragraphs = blocks.flatMap((block, i) => (PARAGRAPH.test(block) ? [i] : []));
  const count = Math.min(paragraphs.length, random.next() < 2 / 3 ? 1 : 2);
  for (let n = 0; n < count; n += 1) {
    const at = /** @type {number} */ (
      paragraphs.splice(Math.floor(random.next() * paragraphs.length), 1)[0]
    );
    const sentences = sentencesOf(PARAGRAPH.exec(blocks[at] ?? '')?.[1] ?? '');
    const kind = random.next();
    if (kind < 0.3) {
      blocks[at] = `<p>${random.pick(donor.paragraphs)}</p>`;
    } else if (kind < 0.8 && sentences.length > 0) {
      sentences[Math.floor(random.next() * sentences.length)] = random.pick(donor.sentences);
      blocks[at] = `<p>${sentences.join(' ')}</p>`;
    } else {
      blocks[at] = `<p>${[...sentences, random.pick(donor.sentences)].join(' ')}</p>`;
    }
  }
  let content = blocks.join('\n');
  // Every edit changes the text: a draw that put back what was there adds a sentence instead.
  if (content === current.content) {
    content = content.replace(/<\/p>/, ` ${random.pick(donor.sentences)}</p>`);
  }
  const title =
    random.next() < TITLE_SHARE
      ? current.title.endsWith(TITLE_NOTE)
        ? current.title.slice(0, -TITLE_NOTE.length)
        : `${current.title}${TITLE_NOTE}`
      : current.title;
  const summary =
    random.next() < SUMMARY_SHARE
      ? `${current.summary.split(': ')[0]}: ${random.pick(donor.sentences)}`
      : current.summary;
  return { title, summary, content };
}

/**
 * Inserts the articles as the owner (like the seed), then edits each one `edits` times, round
 * by round (every article once, then again), each edit its own statement and transaction.
 * @param {Sql} sql
 * @param {{ index: number, article: GeneratedArticle }[]} articles
 * @param {number} edits
 * @param {(line: string) => void} progress
 */
async function insertAndEdit(sql, articles, edits, progress) {
  await sql.query('begin');
  for (let start = 0; start < articles.length; start += BATCH_SIZE) {
    await insertArticles(
      sql,
      articles.slice(start, start + BATCH_SIZE).map(({ article }) => ({ ...article })),
    );
  }
  await sql.query('commit');
  await sql.query('vacuum (analyze) public.articles');
  const articlesAfterInsert = await tableSizes(sql, 'public.articles');

  const ids = new Map(
    (await sql.query('select id, slug from public.articles')).map((row) => [
      String(row.slug),
      Number(row.id),
    ]),
  );
  const current = articles.map(({ index, article }) => ({
    index,
    id: ids.get(article.slug) ?? 0,
    title: article.title,
    summary: article.summary,
    content: article.content,
  }));
  const changed = { title: 0, summary: 0, content: 0 };
  let editMs = 0;
  for (let round = 0; round < edits; round += 1) {
    const started = performance.now();
    for (const row of current) {
      const random = randomGenerator(Math.imul(row.index + 1, 7919) + round);
      // Donors: generated articles far past the inserted ones, a new one for every edit.
      const donor = donorText(10_000_000 + row.index * edits + round);
      const next = editArticle(row, random, donor);
      /** @type {string[]} */
      const sets = [];
      /** @type {unknown[]} */
      const params = [row.id];
      for (const field of /** @type {const} */ (['title', 'summary', 'content'])) {
        if (next[field] === row[field]) continue;
        params.push(next[field]);
        sets.push(`${field} = $${params.length}`);
        changed[field] += 1;
        row[field] = next[field];
      }
      await sql.query(`update public.articles set ${sets.join(', ')} where id = $1`, params);
    }
    editMs += performance.now() - started;
    // The owner's edits are days apart, and autovacuum frees the versions they replace in
    // between: without this, articles would hold every old version at once.
    await sql.query('vacuum public.articles');
    progress(`  edit round ${round + 1} of ${edits} done`);
  }

  await sql.query('vacuum (analyze) public.articles, public.article_revisions');
  const [counts] = await sql.query(
    `select count(*) as revisions,
            count(*) filter (where event <> 'edit') as events,
            coalesce(sum(pg_column_size(r.*)), 0) as row_bytes,
            coalesce(sum(octet_length(r.content)), 0) as content_raw,
            coalesce(sum(pg_column_size(r.content)), 0) as content_stored
     from public.article_revisions r`,
  );
  const revisions = Number(counts?.revisions ?? 0);
  if (revisions !== articles.length * edits || Number(counts?.events) !== 0) {
    throw new CliError(
      `expected ${articles.length * edits} edit revisions, found ${revisions} (${Number(counts?.events)} other events)`,
    );
  }
  const revisionsTable = await tableSizes(sql, 'public.article_revisions');
  const [live] = await sql.query(
    `select coalesce(sum(octet_length(content)), 0) as raw,
            coalesce(sum(pg_column_size(content)), 0) as stored
     from public.articles`,
  );
  return {
    articles: articles.length,
    edits,
    revisions,
    editsChanging: changed,
    editSeconds: Math.round(editMs / 10) / 100,
    revisionsTable,
    bytesPerRevision: Math.round(revisionsTable.total / revisions),
    rowBytesPerRevision: Math.round(Number(counts?.row_bytes) / revisions),
    contentPerRevision: {
      raw: Math.round(Number(counts?.content_raw) / revisions),
      stored: Math.round(Number(counts?.content_stored) / revisions),
    },
    contentCompression: {
      revisions: ratio(Number(counts?.content_stored), Number(counts?.content_raw)),
      articles: ratio(Number(live?.stored), Number(live?.raw)),
    },
    articlesTable: {
      afterInsert: articlesAfterInsert,
      afterEdits: await tableSizes(sql, 'public.articles'),
    },
  };
}

/** @param {number} part @param {number} whole */
const ratio = (part, whole) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** @param {number} bytes */
function size(bytes) {
  if (bytes < 10_000) return `${bytes.toLocaleString('en')} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** @param {number | null} bytes */
const sizeOrDash = (bytes) => (bytes === null ? '-' : size(bytes));

/** @param {number | null} value */
const percent = (value) => (value === null ? '-' : `${Math.round(value * 100)} %`);

/** @param {Awaited<ReturnType<typeof run>>} result */
function report(result) {
  const { all, one } = result;
  /** @type {Array<[string, string, string]>} */
  const rows = [
    ['articles', all.articles.toLocaleString('en'), '1'],
    ['edits each', String(all.edits), String(one.edits)],
    ['revisions', all.revisions.toLocaleString('en'), one.revisions.toLocaleString('en')],
    ['article_revisions, total', size(all.revisionsTable.total), size(one.revisionsTable.total)],
    ['  heap', size(all.revisionsTable.heap), size(one.revisionsTable.heap)],
    ['  TOAST (with its index)', size(all.revisionsTable.toast), size(one.revisionsTable.toast)],
    ['  indexes', size(all.revisionsTable.indexes), size(one.revisionsTable.indexes)],
    [
      '  free space + visibility maps',
      size(all.revisionsTable.otherForks),
      size(one.revisionsTable.otherForks),
    ],
    [
      'bytes per revision (total / revisions)',
      size(all.bytesPerRevision),
      size(one.bytesPerRevision),
    ],
    [
      'row data per revision (pg_column_size)',
      size(all.rowBytesPerRevision),
      size(one.rowBytesPerRevision),
    ],
    [
      '  the same, text compressed as the seed (est.)',
      sizeOrDash(all.rowBytesPerRevisionAtSeedCompression),
      sizeOrDash(one.rowBytesPerRevisionAtSeedCompression),
    ],
    [
      'text stored / raw (pglz), revisions',
      percent(all.contentCompression.revisions),
      percent(one.contentCompression.revisions),
    ],
    [
      'articles table, after the insert',
      size(all.articlesTable.afterInsert.total),
      size(one.articlesTable.afterInsert.total),
    ],
    [
      'articles table, after the edits (vacuumed)',
      size(all.articlesTable.afterEdits.total),
      size(one.articlesTable.afterEdits.total),
    ],
    ['edit time (s)', all.editSeconds.toFixed(2), one.editSeconds.toFixed(2)],
  ];
  const header = /** @type {[string, string, string]} */ ([
    '',
    `${all.articles.toLocaleString('en')} × ${all.edits} edits`,
    `1 typical × ${one.edits} edits`,
  ]);
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  );
  const line = (/** @type {[string, string, string]} */ row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('   ');

  console.log(
    `\nRevisions storage on ${result.postgres} (set up like a Supabase project), ` +
      `TOAST compression ${result.toastCompression}. Typical article: median text length ` +
      `${result.medianContentChars.toLocaleString('en')} characters ` +
      `(${result.typical.slug}, ${result.typical.contentChars.toLocaleString('en')}).\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const { title, summary } = all.editsChanging;
  console.log(
    `\nEvery edit changed the text; ${title.toLocaleString('en')} also the title, ` +
      `${summary.toLocaleString('en')} the summary. Sizes on disk after a vacuum (as ` +
      'autovacuum leaves the tables; articles is also vacuumed after each round of edits, as ' +
      'autovacuum would between edits days apart), so articles still holds the space of a ' +
      'version each edit replaced.',
  );
  console.log(
    `Generated text repeats its sentences more than written text: pglz keeps ` +
      `${percent(all.contentCompression.articles)} of the generated articles' text, ` +
      `${percent(result.seedCompression)} of the seed's hand-written articles' ` +
      "(supabase/seed.sql): revisions of real articles weigh more, about the '(est.)' line's " +
      'row data.',
  );
}

/**
 * @param {number} count
 * @param {number} edits
 * @param {(line: string) => void} progress
 */
async function run(count, edits, progress) {
  // The migrations (and the seed) as bench:search applies them: the local backend's start on
  // that database, as postgres. Only the database is needed afterwards.
  const throwaway = await startThrowawayBackend({ name: 'revisions', engine: 'postgres' });
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [() => throwaway.stop()];
  try {
    const { backend } = throwaway;
    await backend.stop();
    const postgres = throwaway.engine;
    progress(`${postgres}: ${backend.migrationsApplied.length} migrations applied`);

    const sql = await connectPostgres(backend.dbUrl);
    cleanups.push(() => sql.close());
    const [seed] = await sql.query(
      `select sum(pg_column_size(content))::float8 / sum(octet_length(content)) as ratio,
              current_setting('default_toast_compression') as compression
       from public.articles`,
    );
    const empty = () => sql.query('truncate public.articles restart identity cascade');
    await empty();

    const articles = Array.from({ length: count }, (_, index) => ({
      index,
      article: generateArticle(index),
    }));
    const medianContentChars = median(articles.map(({ article }) => article.content.length)) ?? 0;
    const typical = articles.reduce((best, candidate) =>
      Math.abs(candidate.article.content.length - medianContentChars) <
      Math.abs(best.article.content.length - medianContentChars)
        ? candidate
        : best,
    );

    progress(`one typical article (${typical.article.slug}), ${edits} edits...`);
    const one = await insertAndEdit(sql, [typical], edits, () => {});
    await empty();
    progress(`${count.toLocaleString('en')} articles, ${edits} edits each...`);
    const all = await insertAndEdit(sql, articles, edits, progress);

    const seedCompression = ratio(Number(seed?.ratio ?? 0), 1);
    /**
     * A revision's row data had its text compressed as much as the seed's: the row's other bytes
     * as measured, its text at the seed's ratio. An estimate, for hand-written articles.
     * @param {typeof all} measured
     */
    const atSeedCompression = (measured) =>
      seedCompression === null
        ? null
        : Math.round(
            measured.rowBytesPerRevision -
              measured.contentPerRevision.stored +
              measured.contentPerRevision.raw * seedCompression,
          );
    return {
      articles: count,
      edits,
      postgres,
      toastCompression: String(seed?.compression),
      seedCompression,
      medianContentChars,
      typical: { slug: typical.article.slug, contentChars: typical.article.content.length },
      all: { ...all, rowBytesPerRevisionAtSeedCompression: atSeedCompression(all) },
      one: { ...one, rowBytesPerRevisionAtSeedCompression: atSeedCompression(one) },
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

runCli('bench:revisions', async () => {
  const values = parseCommandLine(
    {
      articles: { type: 'string', default: '1000' },
      edits: { type: 'string', default: '10' },
      json: { type: 'boolean' },
    },
    USAGE,
  );
  const count = Number(values.articles);
  const edits = Number(values.edits);
  if (!Number.isInteger(count) || count < 1)
    throw new CliError(`--articles N: a whole number above 0\n\n${USAGE}`);
  if (!Number.isInteger(edits) || edits < 1)
    throw new CliError(`--edits E: a whole number above 0\n\n${USAGE}`);
  // With --json, stdout is the JSON alone; progress goes to stderr.
  const progress = values.json
    ? (/** @type {string} */ text) => console.error(text)
    : (/** @type {string} */ text) => console.log(text);

  const result = {
    ...(await run(count, edits, progress)),
    node: process.version,
    at: new Date().toISOString(),
  };
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else report(result);

  const outDir = join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'revisions-storage.json'), `${JSON.stringify(result, null, 2)}\n`);
});
