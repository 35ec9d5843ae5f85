import { describe, expect, it } from 'vitest';
import { signJwt } from '../../scripts/backend/secrets.mjs';
import { API_SCHEMAS } from '../../scripts/backend/postgrest.mjs';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { backend, client, database, expectTableUnchanged, newArticle, publisher } from './support';

const db = database();
const seeded = seededArticle.slug;

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

describe('inserting without the right publishing key', () => {
  const attempts: Array<[string, Record<string, string>]> = [
    ['no key', {}],
    ['a wrong key', { 'x-publish-key': 'bukan-kunci-yang-benar-123456' }],
    ['an empty key', { 'x-publish-key': '' }],
    ['the key in other letter case', { 'x-publish-key': swapCase(backend.publishKey) }],
    ['the key with a character added', { 'x-publish-key': `${backend.publishKey}x` }],
    ['the key cut short', { 'x-publish-key': backend.publishKey.slice(0, -1) }],
  ];

  it.each(attempts)('is refused with %s', async (_name, headers) => {
    const { data, error } = await expectTableUnchanged(db, () =>
      client(headers).from('articles').insert(newArticle()).select('slug'),
    );
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('is refused for an upsert without the key, even one that ignores duplicates', async () => {
    const { error } = await expectTableUnchanged(db, () =>
      client()
        .from('articles')
        .upsert(newArticle({ slug: seeded }), { onConflict: 'slug', ignoreDuplicates: true }),
    );
    expect(error?.code).toBe('42501');
  });

  it('is refused with a JWT the attacker signed (claiming service_role)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt(
      { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 },
      'not-the-secret-of-this-backend-at-all-0123',
    );
    const { error } = await expectTableUnchanged(db, () =>
      client({ Authorization: `Bearer ${forged}` })
        .from('articles')
        .insert(newArticle()),
    );
    expect(error?.code).toBe('PGRST301');
  });

  it('is refused without an API key by the gateway', async () => {
    const response = await expectTableUnchanged(db, () =>
      fetch(`${backend.url}/rest/v1/articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-publish-key': backend.publishKey },
        body: JSON.stringify(newArticle()),
      }),
    );
    expect(response.status).toBe(401);
  });
});

// Editing, withdrawing and their attacks: tests/db/lifecycle.test.ts.
describe('removing or replacing articles, even with the key', () => {
  it('refuses a delete', async () => {
    const { error } = await expectTableUnchanged(db, () =>
      publisher().from('articles').delete().eq('slug', seeded),
    );
    expect(error?.code).toBe('42501');
  });

  it('refuses an upsert over an existing slug', async () => {
    const { error } = await expectTableUnchanged(db, () =>
      publisher()
        .from('articles')
        .upsert(newArticle({ slug: seeded, title: 'Diganti' }), { onConflict: 'slug' }),
    );
    expect(error?.code).toBe('42501');
  });

  it('leaves an existing article alone on an upsert that ignores duplicates', async () => {
    const { error } = await expectTableUnchanged(db, () =>
      publisher()
        .from('articles')
        .upsert(newArticle({ slug: seeded, title: 'Diganti' }), {
          onConflict: 'slug',
          ignoreDuplicates: true,
        }),
    );
    expect(error).toBeNull();
  });
});

describe('reading the publishing key hash', () => {
  it('is impossible through the private schema', async () => {
    for (const schema of ['private', 'vault', 'net', 'supabase_migrations']) {
      const { data, error } = await client().schema(schema).from('publish_keys').select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('PGRST106');
    }
  });

  it.each(['publish_keys', 'private.publish_keys', 'secrets', 'decrypted_secrets'])(
    'finds no table named %s',
    async (table) => {
      const { data, error } = await client().from(table).select('*');
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    },
  );

  it('keeps no plain key in the database, only its SHA-256', async () => {
    const rows = await db.query<{ key_hash: Buffer }>(
      `select key_hash from private.publish_keys where name = 'Pemilik' and revoked_at is null`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash.length).toBe(32);
    const dump = await db.query<{ text: string }>(
      `select string_agg(t::text, ' ') as text from (
         select to_jsonb(k)::text as t from private.publish_keys k
         union all select to_jsonb(s)::text from vault.secrets s) rows`,
    );
    expect(dump[0]?.text ?? '').not.toContain(backend.publishKey);
  });
});

describe('what anon can reach at all', () => {
  it("exposes only the articles, their revisions, the search and the counters' two functions in the API description", async () => {
    const response = await fetch(`${backend.url}/rest/v1/`, {
      headers: { apikey: backend.anonKey },
    });
    const openapi = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).sort()).toEqual([
      '/',
      '/article_revisions',
      // Issue 35: who last wrote each article, and the team's functions; all refuse without a key.
      '/article_writers',
      '/articles',
      '/rpc/add_team_key',
      // Issue 34: the visitors' count, and the owner's read, which refuses without the key.
      '/rpc/count_page',
      '/rpc/page_stats',
      '/rpc/publish_key_whoami',
      '/rpc/revoke_team_key',
      // Issue 37: the owner's search synonyms, read and saved only with a key.
      '/rpc/save_search_synonyms',
      '/rpc/search_articles',
      '/rpc/search_synonyms',
      '/rpc/team_keys',
    ]);
  });

  it.each([
    'request_has_publish_key',
    'require_publish_key',
    'articles_before_write',
    'articles_stamp_update',
    'request_rebuild',
    // Revisions and the request check (issue 21).
    'check_request',
    'articles_keep_revision',
    'articles_one_per_write',
    'post_rebuild_request',
    'request_rebuild_after_update',
    'http_post',
    'create_secret',
    'update_secret',
    // The search's helpers (private) and the extensions' functions (extensions).
    'search_suggestions',
    // Issue 37: what the search runs behind search_articles, and the synonyms' parser.
    'search_concepts',
    'search_ranked',
    'search_entry_query',
    'search_words_count',
    'parse_search_synonyms',
    'search_excerpt',
    'html_to_text',
    'fold',
    'code_point_text',
    'unaccent',
    'word_similarity',
    'similarity',
    'show_trgm',
    'set_limit',
    // The counters' helpers (issue 34).
    'is_counted_page',
    'category_slug',
    'fixed_pages',
    'articles_per_page',
    // The keys' helpers (issue 35).
    'request_key',
    'require_owner_key',
    'note_key_use',
    'articles_note_writer',
    'article_changed',
    'publish_keys_keep_an_owner',
  ])('cannot call %s through rpc', async (fn) => {
    const { data, error } = await expectTableUnchanged(db, () => client().rpc(fn));
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST202');
  });

  it("reaches nothing through the API beyond reading, inserting and updating articles, reading revisions, searching and the counters' two functions", async () => {
    // What PostgREST serves from the schemas it exposes: tables, views and functions. (Other
    // schemas, e.g. pg_net's, which grants its tables to PUBLIC, are out of the API's reach.)
    const relations = await db.query(
      `select n.nspname || '.' || c.relname as name, p.privilege
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES',
                               'TRIGGER']) as p(privilege)
       where n.nspname = any($1)
         and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and (has_table_privilege('anon', c.oid, p.privilege)
              or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                  and has_any_column_privilege('anon', c.oid, p.privilege)))
       order by 1, 2`,
      [API_SCHEMAS],
    );
    expect(relations).toEqual([
      // Rows only with the publishing key (tests/db/revisions.test.ts).
      { name: 'public.article_revisions', privilege: 'SELECT' },
      { name: 'public.article_writers', privilege: 'SELECT' },
      { name: 'public.articles', privilege: 'INSERT' },
      { name: 'public.articles', privilege: 'SELECT' },
      { name: 'public.articles', privilege: 'UPDATE' },
    ]);
    // Updating: only the editable columns and the withdrawn marker.
    const updatable = await db.query<{ column: string }>(
      `select a.attname as column
       from pg_attribute a
       where a.attrelid = 'public.articles'::regclass and a.attnum > 0 and not a.attisdropped
         and has_column_privilege('anon', a.attrelid, a.attnum, 'UPDATE')
       order by a.attnum`,
    );
    expect(updatable.map(({ column }) => column)).toEqual([
      'title',
      'thumbnail_url',
      'alt_text',
      'summary',
      'content',
      'category',
      'author',
      'withdrawn_at',
    ]);

    const functions = await db.query(
      `select p.oid::regprocedure::text as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1) and has_function_privilege('anon', p.oid, 'EXECUTE')`,
      [API_SCHEMAS],
    );
    expect(functions.map(({ name }) => name).sort()).toEqual([
      'add_team_key(text,text)',
      'count_page(text,text,text,date)',
      'page_stats(date,date)',
      'publish_key_whoami()',
      'revoke_team_key(bigint)',
      'save_search_synonyms(text,bigint)',
      'search_articles(text,integer)',
      'search_synonyms()',
      'team_keys()',
    ]);

    // What anon may run in private, a schema the API does not expose: the check PostgREST runs
    // before each request, the publishing-key checks the policies call, and what the search runs for its caller (the search document of an
    // article being written, the excerpts, and the two lookups that use the indexes).
    const privateFunctions = await db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'EXECUTE')
       order by 1`,
    );
    expect(privateFunctions.map(({ name }) => name)).toEqual([
      // Computed for the category index when an article is written (issue 34).
      'private.category_slug(text)',
      'private.check_request()',
      'private.code_point_text(integer)',
      'private.fold(text)',
      'private.html_to_text(text)',
      // Notes the day a key was used, from the request check (issue 35).
      'private.note_key_use()',
      'private.request_has_publish_key()',
      'private.require_publish_key()',
      // What search_articles runs for its caller (issue 37: the query's concepts, and the
      // ranking that uses the indexes).
      'private.search_concepts(text)',
      'private.search_excerpt(text,text,tsquery)',
      'private.search_ranked(tsquery[],integer,integer)',
      'private.search_suggestions(text,integer)',
    ]);

    // What the policies of those tables run as anon: the publishing-key checks, in a schema the
    // API does not expose. They reveal one boolean (or refuse).
    const policyCalls = await db.query(
      `select distinct d.refobjid::regprocedure::text as name,
              has_function_privilege('anon', d.refobjid, 'EXECUTE') as anon_may_execute
       from pg_policy pol
       join pg_class c on c.oid = pol.polrelid
       join pg_depend d on d.classid = 'pg_policy'::regclass and d.objid = pol.oid
                       and d.refclassid = 'pg_proc'::regclass
       where c.relnamespace::regnamespace::text = any($1)
       order by 1`,
      [API_SCHEMAS],
    );
    expect(policyCalls).toEqual([
      { name: 'private.request_has_publish_key()', anon_may_execute: true },
      { name: 'private.require_publish_key()', anon_may_execute: true },
    ]);
  });
});
