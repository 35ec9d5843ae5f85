import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { ArticlesError, listAllArticles } from '../../src/lib/articles';

/** A client whose network answers with `responses` in turn: the edge, not our code, is faked. */
function clientAnswering(...responses: (() => Response)[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const client = createClient('http://127.0.0.1:1', 'anon', {
    auth: { persistSession: false },
    global: { fetch },
  });
  return { client, calls };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const row = (id: number) => ({
  id,
  slug: `a-${id}`,
  title: `A ${id}`,
  thumbnail_url: null,
  alt_text: null,
  summary: null,
  content: '<p>x</p>',
  category: null,
  author: null,
  published_at: '2026-11-01T00:00:00+00:00',
});
const noSleep = { sleep: async () => {} };

describe('listAllArticles failure paths', () => {
  // supabase-js already retries 503, 520 and dropped connections itself; these are ours.
  it('retries a bad gateway and a rate limit, then completes', async () => {
    const retried: number[] = [];
    const { client, calls } = clientAnswering(
      json(502, { message: 'bad gateway' }),
      json(429, { message: 'too many requests' }),
      json(200, [row(2), row(1)]),
      json(200, []),
    );
    const rows = await listAllArticles(client, {
      ...noSleep,
      onRetry: (_error, attempt) => retried.push(attempt),
    });
    expect(rows.map((r) => r.id)).toEqual([2, 1]);
    expect(retried).toEqual([1, 2]);
    expect(calls).toHaveLength(4);
    expect(decodeURIComponent(calls[3]!)).toContain('id.lt.1');
  });

  it('gives up after the last attempt with what the server said', async () => {
    const { client } = clientAnswering(
      ...Array.from({ length: 4 }, () => json(500, { message: 'boom' })),
    );
    await expect(listAllArticles(client, noSleep)).rejects.toThrow(
      /Reading the article list failed \(HTTP 500\): boom/,
    );
  });

  it('does not retry what retrying cannot fix (a wrong key, a missing table)', async () => {
    const { client, calls } = clientAnswering(
      json(401, { message: 'Invalid API key', code: 'PGRST301' }),
    );
    const error = await listAllArticles(client, noSleep).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArticlesError);
    expect((error as ArticlesError).transient).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('fails the whole read when a later page fails: never a partial blog', async () => {
    const { client } = clientAnswering(
      json(200, [row(3)]),
      ...Array.from({ length: 4 }, () => json(502, { message: 'bad gateway' })),
    );
    await expect(listAllArticles(client, noSleep)).rejects.toThrow(/HTTP 502/);
  });
});
