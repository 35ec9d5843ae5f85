import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateArticles, insertArticles } from '../../scripts/fixtures/articles.mjs';
import { listAllArticles } from '../../src/lib/articles';
import { client, database } from './support';

const db = database();
// Past PostgREST's 1,000-row page with room to spare. The bodies are a line each: this is about
// paging, and writing 5 KB bodies (the search's fields, the word counts) took a minute on CI.
const extra = 1200;
const hour = 3600 * 1000;

describe('listAllArticles, the build-time read, on the real backend', () => {
  // Many rows share a timestamp (ten an hour) so that pages break inside runs of equal
  // published_at.
  const articles = generateArticles(extra).map((article, i) => ({
    ...article,
    content: `<p>${article.summary}</p>`,
    published_at: new Date(Date.UTC(2020, 0, 1) + Math.floor((i + 1) / 10) * hour).toISOString(),
  }));
  beforeAll(() => insertArticles(db, articles));
  afterAll(() =>
    db.query('delete from public.articles where slug = any($1)', [articles.map((a) => a.slug)]),
  );

  it('reads every published article past the 1,000-row page, newest first, none twice', async () => {
    const [counted] = await db.query<{ count: string }>(
      'select count(*) from public.articles where withdrawn_at is null',
    );
    expect(Number(counted?.count)).toBeGreaterThan(1000);
    const rows = await listAllArticles(client());
    expect(rows).toHaveLength(Number(counted?.count));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const order = rows.map((r) => [Date.parse(r.published_at), r.id] as const);
    for (let i = 1; i < order.length; i++) {
      const [at, id] = order[i]!;
      const [prevAt, prevId] = order[i - 1]!;
      expect(at < prevAt || (at === prevAt && id < prevId)).toBe(true);
    }
  });

  it('gives the same result with pages that split runs of equal timestamps', async () => {
    const big = await listAllArticles(client(), { pageSize: 1000 });
    const small = await listAllArticles(client(), { pageSize: 7 });
    expect(small.map((r) => r.id)).toEqual(big.map((r) => r.id));
  });
});

describe('listAllArticles, what the build reads', () => {
  it('leaves out withdrawn articles', async () => {
    await db.query(
      `insert into public.articles (slug, title, content, withdrawn_at)
       values ('ditarik-dari-build', 'Ditarik', '<p>x</p>', now())`,
    );
    try {
      const slugs = (await listAllArticles(client())).map((row) => row.slug);
      expect(slugs).not.toContain('ditarik-dari-build');
      expect(slugs.length).toBeGreaterThan(0);
    } finally {
      await db.query(`delete from public.articles where slug = 'ditarik-dari-build'`);
    }
  });
});
