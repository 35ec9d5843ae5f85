// @ts-check
import { connectPostgres } from '../../backend/database.mjs';
import { generateArticles, insertArticles } from '../../fixtures/articles.mjs';
import { CliError } from '../../lib/cli.mjs';

const BATCH_SIZE = 500;

/**
 * Inserts `count` generated articles (scripts/fixtures/articles.mjs: the same articles each run,
 * so runs measure the same site) as the database owner, like the seed, so published_at is kept:
 * in one transaction, 500 a statement, then vacuums and analyzes public.articles and the
 * search's postings, as autovacuum does to a live database within a minute of such a write
 * (PGlite has none): the planner gets the statistics a real database would have, and the search
 * reads the postings' index alone, as it can once vacuum has marked their pages visible. A throwaway backend stores no
 * rebuild hook, so the insert trigger returns before queuing any request. Fails unless the table
 * grew by exactly `count`. Resolves to the seconds it took, connecting included.
 * @param {string} dbUrl the database as its owner (a backend's dbUrl)
 * @param {number} count
 * @param {object} [options]
 * @param {import('../../fixtures/articles.mjs').PhotoUrl} [options.photoUrl] each article's
 *   photo (default: the generated articles' Unsplash addresses)
 * @param {AbortSignal} [options.signal] stops between statements
 * @returns {Promise<number>}
 */
export async function seedArticles(dbUrl, count, { photoUrl, signal } = {}) {
  const started = performance.now();
  const sql = await connectPostgres(dbUrl);
  try {
    const rows = async () =>
      Number((await sql.query('select count(*)::int as n from public.articles'))[0]?.n);
    const before = await rows();
    const now = Date.now();
    await sql.query('begin');
    for (let start = 0; start < count; start += BATCH_SIZE) {
      signal?.throwIfAborted();
      const size = Math.min(BATCH_SIZE, count - start);
      await insertArticles(sql, generateArticles(size, { start, now, photoUrl }));
    }
    await sql.query('commit');
    await sql.query('vacuum (analyze) public.articles, private.search_postings');
    const added = (await rows()) - before;
    if (added !== count) throw new CliError(`seeded ${added} articles, expected ${count}`);
  } finally {
    await sql.close();
  }
  return (performance.now() - started) / 1000;
}
