import { describe, expect, it } from 'vitest';
import { STATEMENT_TIMEOUT_ANSWER } from '../../scripts/backend/statement-deadline.mjs';
import { API_STATEMENT_TIMEOUT_MS } from '../../scripts/backend/statement-limits.mjs';
import { CATASTROPHIC_TITLE_FILTER } from '../../scripts/fixtures/slow-queries.mjs';
import { backend, client } from './support';

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
});
