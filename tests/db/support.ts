import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';

export const backend = inject('backend');

/** PGlite runs everything as its superuser and enforces no timeout; a server has real roles. */
export const onPglite = backend.engine === 'pglite';

/** The columns the site's list query reads (product spec). */
export { listColumns as LIST_COLUMNS } from '../../src/lib/article-columns';

/** A supabase-js client as the site builds it, with extra request headers. */
export function client(headers: Record<string, string> = {}) {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });
}

/** The admin page's client: carries the publishing key. */
export const publisher = () => client({ 'x-publish-key': backend.publishKey });

/** What the create-article form sends. */
export function newArticle(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Artikel Uji',
    slug: uniqueSlug(),
    thumbnail_url: null,
    alt_text: null,
    summary: 'Ringkasan artikel uji.',
    content: '<h2>Judul</h2><p>Isi artikel uji.</p>',
    author: 'Penguji',
    category: 'Uji',
    published_at: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The connection the migrations ran with (PGlite's superuser, or a server's postgres), to look
 * behind the API (closed after the file). The backend's data is reached only through the same
 * Postgres protocol PostgREST uses.
 */
export function database() {
  const db = new pg.Client({ connectionString: backend.dbUrl });
  const connected = db.connect();
  afterAll(() => db.end());
  return {
    async query<T extends pg.QueryResultRow = Record<string, unknown>>(
      text: string,
      params: unknown[] = [],
    ) {
      await connected;
      return (await db.query<T>(text, params)).rows;
    },
  };
}

type Database = ReturnType<typeof database>;

/** Every row of articles, fingerprinted: equal fingerprints mean an unchanged table. */
export async function tableFingerprint(db: Database) {
  const [row] = await db.query<{ rows: string; digest: string | null }>(
    `select count(*)::text as rows,
            md5(string_agg(to_jsonb(a)::text, ',' order by a.id)) as digest
     from public.articles a`,
  );
  return row;
}

/** Runs an attempted attack and checks that the articles table is exactly as before. */
export async function expectTableUnchanged<T>(db: Database, attack: () => PromiseLike<T>) {
  const before = await tableFingerprint(db);
  const result = await attack();
  expect(await tableFingerprint(db)).toEqual(before);
  return result;
}

/** Polls until `probe` returns something other than undefined. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs `work` in a transaction that is then rolled back, so that what it changes (roles
 * included) is seen by nobody else and leaves nothing behind.
 */
export async function rolledBack<T>(db: Database, work: () => Promise<T>) {
  await db.query('begin');
  try {
    return await work();
  } finally {
    await db.query('rollback');
  }
}
