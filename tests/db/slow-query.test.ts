import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { STATEMENT_TIMEOUT_ANSWER } from '../../scripts/backend/statement-deadline.mjs';
import { API_STATEMENT_TIMEOUT_MS } from '../../scripts/backend/statement-limits.mjs';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { CATASTROPHIC_TITLE_FILTER } from '../../scripts/fixtures/slow-queries.mjs';
import { backend, client, newArticle, publisher } from './support';

/** Runs `sql` as the database's owner on a connection of its own (PGlite may restart between). */
async function asOwner<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const owner = new pg.Client({ connectionString: backend.dbUrl });
  await owner.connect();
  try {
    return (await owner.query<T>(sql, params)).rows;
  } finally {
    await owner.end();
  }
}

// Issue 20: on Supabase the statement_timeout cancels a runaway anon query and nothing else.
// PGlite cannot cancel one: the gateway answers in PostgREST's place and PGlite is restarted;
// requests meanwhile wait for it. On a Postgres server, the database cancels it itself.
describe('a runaway anon request', () => {
  const listed = () => client().from('articles').select('slug, title').order('slug').limit(3);

  it('gets the statement timeout error, and a read sent right after it gets its rows', async () => {
    const expected = await listed();
    expect(expected.status).toBe(200);

    const started = performance.now();
    const slow = await fetch(`${backend.url}/rest/v1/articles?${CATASTROPHIC_TITLE_FILTER}`, {
      headers: { apikey: backend.anonKey },
    });
    const ms = performance.now() - started;
    expect({ status: slow.status, body: await slow.json() }).toEqual({
      status: STATEMENT_TIMEOUT_ANSWER.status,
      body: STATEMENT_TIMEOUT_ANSWER.body,
    });
    // anon's statement_timeout, not the login's.
    expect(ms).toBeGreaterThan(API_STATEMENT_TIMEOUT_MS.anon);
    expect(ms).toBeLessThan(API_STATEMENT_TIMEOUT_MS.authenticator);

    const read = await listed();
    expect(read.error).toBeNull();
    expect({ status: read.status, data: read.data }).toEqual({
      status: 200,
      data: expected.data,
    });
  });

  it('that writes is not kept: the timeout error means the statement did not complete', async () => {
    // A trigger that makes an insert take 4 s, past anon's 3 s.
    await asOwner(`
      create schema slow_probe;
      create function slow_probe.sleep() returns trigger language plpgsql as $$
      begin perform pg_sleep(4); return new; end $$;
      create trigger slow_probe before insert on public.articles
      for each row when (new.slug like 'lambat-%') execute function slow_probe.sleep();`);
    try {
      const slug = uniqueSlug('lambat');
      const { status, error } = await publisher().from('articles').insert(newArticle({ slug }));
      expect({ status, code: error?.code }).toEqual({
        status: STATEMENT_TIMEOUT_ANSWER.status,
        code: STATEMENT_TIMEOUT_ANSWER.body.code,
      });
      const kept = await asOwner('select slug from public.articles where slug = $1', [slug]);
      expect(kept).toEqual([]);
    } finally {
      await asOwner('drop trigger slow_probe on public.articles; drop schema slow_probe cascade');
    }
  });
});
