import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Sql } from '../../scripts/backend/database.mjs';
import { applyMigrations, installLocalShims } from '../../scripts/backend/migrate.mjs';
import { migrationsDir, shimsDir } from '../../scripts/backend/paths.mjs';
import { pgliteExtensions } from '../../scripts/backend/pglite-extensions.mjs';
import {
  backend,
  client,
  database,
  expectTableUnchanged,
  newArticle,
  onPglite,
  publisher,
} from './support';

// Issue 35: a publishing key for each person, with a name and a role (pemilik, penulis), revoked
// at once; the name of the key that wrote each version, set by the database.

const db = database();
const teamMigration = '20261128000100_team_keys.sql';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A name no other test of the run has: names are unique among active keys. */
const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** A POST to an RPC as the owner's pages send it: status, and the body as JSON. */
async function rpc(fn: string, args: Record<string, unknown>, key?: string) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'x-publish-key': key }),
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & unknown,
  };
}

const ownerKey = () => backend.publishKey;

/** A new key made by the owner through the team page's RPC; its name, role and the key. */
async function addKey(name: string, role?: 'pemilik' | 'penulis') {
  const made = await rpc(
    'add_team_key',
    { key_name: name, ...(role ? { key_role: role } : {}) },
    ownerKey(),
  );
  expect(made.status).toBe(200);
  expect(made.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return made.body as unknown as string;
}

const keyRow = async (name: string) =>
  (
    await db.query<{
      id: string;
      role: string;
      revoked_at: Date | null;
      last_used_on: string | null;
    }>(
      `select id::text, role, revoked_at, to_char(last_used_on, 'YYYY-MM-DD') as last_used_on
       from private.publish_keys where name = $1 order by id desc limit 1`,
      [name],
    )
  )[0];

async function revoke(name: string, key = ownerKey()) {
  const row = await keyRow(name);
  return rpc('revoke_team_key', { key_id: Number(row?.id) }, key);
}

/** Today as the database notes a key's use: the day in WIB. */
const jakartaDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * A database set up like the backend's but not migrated: on the PostgreSQL 15 run, the copy
 * tests/db/postgres/run.mjs made (migrated here as postgres, not a superuser, as on Supabase);
 * on the PGlite run, an in-memory PGlite with the local backend's stand-ins.
 */
async function unmigratedDatabase(): Promise<Sql> {
  if (!onPglite) {
    const url = process.env.TEST_UPGRADE_DATABASE_URL;
    if (!url) throw new Error('TEST_UPGRADE_DATABASE_URL is not set (tests/db/postgres/run.mjs)');
    return connectPostgres(url);
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const sql: Sql = {
    query: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
    exec: async (script) => {
      await pglite.exec(script);
    },
    close: () => pglite.close(),
  };
  await installLocalShims(sql, shimsDir, { adoptRoles: true });
  return sql;
}

describe('upgrading from the single key', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("turns today's key into the owner key 'Pemilik', which works as before", async () => {
    const before = await mkdtemp(join(tmpdir(), 'migran-upgrade-'));
    dirs.push(before);
    for (const file of await readdir(migrationsDir)) {
      if (file.endsWith('.sql') && file < teamMigration) {
        await cp(join(migrationsDir, file), join(before, file));
      }
    }
    const sql = await unmigratedDatabase();
    try {
      await applyMigrations(sql, before);
      const key = `lama-${randomBytes(16).toString('hex')}`;
      await sql.query(`insert into private.publish_key (key_hash) values ($1)`, [sha256(key)]);

      // This one, then any later one.
      expect((await applyMigrations(sql, migrationsDir)).applied[0]).toEqual(teamMigration);

      expect(
        await sql.query(
          `select name, role, key_hash = $1 as same_hash, revoked_at from private.publish_keys`,
          [sha256(key)],
        ),
      ).toEqual([{ name: 'Pemilik', role: 'pemilik', same_hash: true, revoked_at: null }]);
      expect(await sql.query(`select to_regclass('private.publish_key') as old`)).toEqual([
        { old: null },
      ]);
      // A request with the same key, as PostgREST makes it.
      await sql.exec(`begin;
        select set_config('request.headers', '${JSON.stringify({ 'x-publish-key': key })}', true);
        set local role anon;`);
      try {
        expect(await sql.query('select * from public.publish_key_whoami()')).toEqual([
          { name: 'Pemilik', role: 'pemilik' },
        ]);
      } finally {
        await sql.exec('rollback');
      }
    } finally {
      await sql.close();
    }
  });
});

describe("the run's key", () => {
  it("is the owner key 'Pemilik', and says so to whoever has it", async () => {
    expect(await rpc('publish_key_whoami', {}, ownerKey())).toEqual({
      status: 200,
      body: [{ name: 'Pemilik', role: 'pemilik' }],
    });
  });

  it.each([
    ['no key', undefined],
    ['a wrong key', 'bukan-kunci-yang-benar-123456'],
    ['the key cut short', backend.publishKey.slice(0, -1)],
  ])('is not told with %s', async (_name, key) => {
    const answer = await rpc('publish_key_whoami', {}, key);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: '42501' });
  });
});

describe("a writer's key", () => {
  it('is made in the database, shown once, and kept only as its SHA-256', async () => {
    const name = uniqueName('Penulis Hash');
    const key = await addKey(`  ${name} `);
    const row = await db.query<{ name: string; role: string; same: boolean }>(
      `select name, role, key_hash = $2 as same from private.publish_keys where name = $1`,
      [name, sha256(key)],
    );
    expect(row).toEqual([{ name, role: 'penulis', same: true }]);
    const dump = await db.query<{ text: string }>(
      `select string_agg(to_jsonb(k)::text, ' ') as text from private.publish_keys k`,
    );
    expect(dump[0]?.text).not.toContain(key);
    await revoke(name);
  });

  it('may do all the key did: publish, edit, withdraw, restore, read the history and statistics, upload', async () => {
    const name = uniqueName('Sari');
    const key = await addKey(name);
    const writer = client({ 'x-publish-key': key });
    expect(await rpc('publish_key_whoami', {}, key)).toEqual({
      status: 200,
      body: [{ name, role: 'penulis' }],
    });

    const article = newArticle();
    const inserted = await writer.from('articles').insert(article).select('id').single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: number }).id;
    const slug = article.slug as string;
    expect(
      (await writer.from('articles').update({ title: 'Diubah Penulis' }).eq('slug', slug)).error,
    ).toBeNull();
    expect(
      (
        await writer
          .from('articles')
          .update({ withdrawn_at: new Date().toISOString() })
          .eq('slug', slug)
      ).error,
    ).toBeNull();
    expect(
      (await writer.from('articles').update({ withdrawn_at: null }).eq('slug', slug)).error,
    ).toBeNull();
    const history = await writer.from('article_revisions').select('event').eq('article_id', id);
    expect(history.error).toBeNull();
    expect(history.data?.map((row) => row.event).sort()).toEqual(['edit', 'restore', 'withdraw']);
    const today = jakartaDay();
    expect((await writer.rpc('page_stats', { from_day: today, to_day: today })).error).toBeNull();
    const photo = `${today.slice(0, 7).replace('-', '/')}/${randomBytes(16).toString('hex')}.jpg`;
    const uploaded = await writer.storage
      .from('article-images')
      .upload(photo, Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), {
        contentType: 'image/jpeg',
      });
    expect(uploaded.error).toBeNull();
    await revoke(name);
  });

  it('may not see or manage the team (403), and changes nothing', async () => {
    const name = uniqueName('Budi');
    const key = await addKey(name);
    const before = await db.query(
      'select id, name, revoked_at from private.publish_keys order by id',
    );
    expect(await rpc('team_keys', {}, key)).toMatchObject({ status: 403, body: { code: 'PT403' } });
    expect(await rpc('add_team_key', { key_name: uniqueName('Susupan') }, key)).toMatchObject({
      status: 403,
      body: { code: 'PT403' },
    });
    const ownerRow = await keyRow('Pemilik');
    expect(await rpc('revoke_team_key', { key_id: Number(ownerRow?.id) }, key)).toMatchObject({
      status: 403,
      body: { code: 'PT403' },
    });
    expect(
      await db.query('select id, name, revoked_at from private.publish_keys order by id'),
    ).toEqual(before);
    await revoke(name);
  });
});

describe('the team, for an owner key', () => {
  it('lists every key with its role and days, never a hash, revoked ones last', async () => {
    const name = uniqueName('Dewi');
    await addKey(name);
    await revoke(name);
    const { status, body } = await rpc('team_keys', {}, ownerKey());
    expect(status).toBe(200);
    const rows = body as unknown as Array<Record<string, unknown>>;
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'id', 'last_used_on', 'name', 'revoked_at', 'role'].sort(),
    );
    expect(rows[0]).toMatchObject({ name: 'Pemilik', role: 'pemilik', revoked_at: null });
    const revoked = rows.findIndex((row) => row.name === name);
    expect(rows[revoked]?.revoked_at).not.toBeNull();
    expect(
      rows
        .slice(0, revoked)
        .some((row) => row.revoked_at !== null && row.revoked_at! < rows[revoked]!.revoked_at!),
    ).toBe(false);
    expect(rows.filter((row) => row.revoked_at === null).every((row, i) => rows[i] === row)).toBe(
      true,
    );
  });

  it.each([
    ['empty', '   '],
    ['61 characters', 'x'.repeat(61)],
    ['a control character', 'Sari\u0007'],
  ])('refuses a name that is %s (400), adding nothing', async (_what, name) => {
    const count = async () => (await db.query('select id from private.publish_keys')).length;
    const before = await count();
    expect(await rpc('add_team_key', { key_name: name }, ownerKey())).toMatchObject({
      status: 400,
      body: { code: '22023' },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a name an active key has, in any case (409); a revoked name may be given again', async () => {
    const name = uniqueName('Rina');
    await addKey(name);
    expect(await rpc('add_team_key', { key_name: name.toUpperCase() }, ownerKey())).toMatchObject({
      status: 409,
      body: { code: '23505' },
    });
    await revoke(name);
    const again = await addKey(name);
    expect(await rpc('publish_key_whoami', {}, again)).toMatchObject({ body: [{ name }] });
    await revoke(name);
  });
});

describe('revoking a key', () => {
  it('refuses it at once everywhere, with the answer a wrong key gets', async () => {
    const name = uniqueName('Andi');
    const key = await addKey(name);
    const writer = client({ 'x-publish-key': key });
    const wrong = client({ 'x-publish-key': 'bukan-kunci-yang-benar-123456' });
    const article = newArticle();
    const made = await writer.from('articles').insert(article).select('id').single();
    expect(made.error).toBeNull();
    const id = (made.data as { id: number }).id;

    expect((await revoke(name)).status).toBe(204);

    const today = jakartaDay();
    const attempts = (as: typeof writer) => ({
      insert: () => as.from('articles').insert(newArticle()).select('id'),
      update: () =>
        as.from('articles').update({ title: 'Setelah dicabut' }).eq('id', id).select('id'),
      history: () => as.from('article_revisions').select('id').eq('article_id', id),
      writers: () => as.from('article_writers').select('written_by').eq('article_id', id),
      stats: () => as.rpc('page_stats', { from_day: today, to_day: today }),
      whoami: () => as.rpc('publish_key_whoami'),
    });
    const revokedTries = attempts(writer);
    const wrongTries = attempts(wrong);
    for (const what of Object.keys(revokedTries) as Array<keyof typeof revokedTries>) {
      const refused = await expectTableUnchanged(db, revokedTries[what]);
      const wrongAnswer = await wrongTries[what]();
      expect({ what, status: refused.status, code: refused.error?.code }).toEqual({
        what,
        status: wrongAnswer.status,
        code: wrongAnswer.error?.code,
      });
      expect(refused.error?.code, what).toBe('42501');
    }
    const photo = `${today.slice(0, 7).replace('-', '/')}/${randomBytes(16).toString('hex')}.jpg`;
    const upload = await writer.storage
      .from('article-images')
      .upload(photo, Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), {
        contentType: 'image/jpeg',
      });
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    // What the key wrote stays, and still says whose it was.
    expect(
      await db.query('select written_by from public.article_writers where article_id = $1', [id]),
    ).toEqual([{ written_by: name }]);
  });

  it('again changes nothing; an unknown key is 404', async () => {
    const name = uniqueName('Tono');
    await addKey(name);
    expect((await revoke(name)).status).toBe(204);
    const first = (await keyRow(name))?.revoked_at;
    expect((await revoke(name)).status).toBe(204);
    expect((await keyRow(name))?.revoked_at).toEqual(first);
    expect(await rpc('revoke_team_key', { key_id: 987654321 }, ownerKey())).toMatchObject({
      status: 404,
      body: { code: 'PT404' },
    });
  });

  it('never takes the last active owner key, through the API or in SQL', async () => {
    const owners = await db.query<{ name: string }>(
      `select name from private.publish_keys where role = 'pemilik' and revoked_at is null`,
    );
    expect(owners).toEqual([{ name: 'Pemilik' }]);
    expect(await revoke('Pemilik')).toMatchObject({ status: 409, body: { code: 'PT409' } });
    await expect(
      db.query(`update private.publish_keys set revoked_at = now() where name = 'Pemilik'`),
    ).rejects.toMatchObject({ code: 'PT409' });
    await expect(
      db.query(`update private.publish_keys set role = 'penulis' where name = 'Pemilik'`),
    ).rejects.toMatchObject({ code: 'PT409' });
    await expect(
      db.query(`delete from private.publish_keys where name = 'Pemilik'`),
    ).rejects.toMatchObject({
      code: 'PT409',
    });
    expect(await rpc('publish_key_whoami', {}, ownerKey())).toMatchObject({ status: 200 });

    // With a second owner, either may go; the one left is then the last.
    const second = uniqueName('Pemilik Kedua');
    const secondKey = await addKey(second, 'pemilik');
    expect(await rpc('team_keys', {}, secondKey)).toMatchObject({ status: 200 });
    expect((await revoke(second, secondKey)).status).toBe(204);
    expect(await rpc('team_keys', {}, secondKey)).toMatchObject({
      status: 401,
      body: { code: '42501' },
    });
  });
});

describe('who wrote what', () => {
  it('names on each version the key that wrote it, and on each article its last writer', async () => {
    const sari = uniqueName('Sari');
    const budi = uniqueName('Budi');
    const sariKey = await addKey(sari);
    const budiKey = await addKey(budi);
    const article = newArticle({ title: 'Versi Sari' });
    const slug = article.slug as string;
    const made = await client({ 'x-publish-key': sariKey })
      .from('articles')
      .insert(article)
      .select('id')
      .single();
    const id = (made.data as { id: number }).id;
    const writtenBy = async () =>
      (
        await db.query('select written_by from public.article_writers where article_id = $1', [id])
      )[0];
    expect(await writtenBy()).toEqual({ written_by: sari });

    const budiWrites = client({ 'x-publish-key': budiKey });
    expect(
      (await budiWrites.from('articles').update({ title: 'Versi Budi' }).eq('slug', slug)).error,
    ).toBeNull();
    // Saving the same text again is no change: the last writer stays.
    expect(
      (await publisher().from('articles').update({ title: 'Versi Budi' }).eq('slug', slug)).error,
    ).toBeNull();
    expect(await writtenBy()).toEqual({ written_by: budi });
    expect(
      (
        await publisher()
          .from('articles')
          .update({ withdrawn_at: new Date().toISOString() })
          .eq('slug', slug)
      ).error,
    ).toBeNull();
    expect(await writtenBy()).toEqual({ written_by: 'Pemilik' });

    const versions = await db.query(
      `select event, title, written_by from public.article_revisions where article_id = $1 order by id`,
      [id],
    );
    expect(versions).toEqual([
      { event: 'edit', title: 'Versi Sari', written_by: sari },
      { event: 'withdraw', title: null, written_by: 'Pemilik' },
    ]);
    // Read through the API with any key, as 'Riwayat Perubahan' does.
    const { data } = await budiWrites
      .from('article_revisions')
      .select('written_by')
      .eq('article_id', id)
      .order('id');
    expect(data).toEqual([{ written_by: sari }, { written_by: 'Pemilik' }]);
    await revoke(sari);
    await revoke(budi);
  });

  it('cannot be forged from the request: no column to send, no table to write', async () => {
    const article = newArticle();
    const slug = article.slug as string;
    expect((await publisher().from('articles').insert(article)).error).toBeNull();
    const [{ id }] = (await db.query<{ id: number }>(
      'select id from public.articles where slug = $1',
      [slug],
    )) as [{ id: number }];
    const forged = await expectTableUnchanged(db, () =>
      publisher()
        .from('articles')
        .update({ title: 'Palsu', written_by: 'Orang Lain' })
        .eq('slug', slug),
    );
    expect(forged.error?.code).toBe('PGRST204');
    const attempts = [
      () =>
        publisher().from('article_writers').insert({ article_id: id, written_by: 'Orang Lain' }),
      () =>
        publisher()
          .from('article_writers')
          .update({ written_by: 'Orang Lain' })
          .eq('article_id', id),
      () => publisher().from('article_writers').delete().eq('article_id', id),
      () =>
        publisher()
          .from('article_revisions')
          .update({ written_by: 'Orang Lain' })
          .eq('article_id', id),
      () =>
        publisher()
          .from('article_revisions')
          .insert({ article_id: id, event: 'withdraw', written_by: 'Orang Lain' }),
    ];
    for (const attempt of attempts) {
      const { error } = await attempt();
      expect(error?.code).toBe('42501');
    }
    // A header claiming a name is not a key.
    const claimed = await client({
      'x-publish-key': backend.publishKey,
      'x-key-name': 'Orang Lain',
    })
      .from('articles')
      .update({ title: 'Diubah Lagi' })
      .eq('slug', slug);
    expect(claimed.error).toBeNull();
    expect(
      await db.query('select written_by from public.article_writers where article_id = $1', [id]),
    ).toEqual([{ written_by: 'Pemilik' }]);
  });

  it('is never readable without a key', async () => {
    const { data, error, status } = await client().from('article_writers').select('*');
    expect({ data, status, code: error?.code }).toEqual({ data: null, status: 401, code: '42501' });
    // Nor embedded in the public articles, for one whose writer is known.
    const article = newArticle();
    expect((await publisher().from('articles').insert(article)).error).toBeNull();
    const embedded = await client()
      .from('articles')
      .select('slug, article_writers(written_by)')
      .eq('slug', article.slug as string);
    expect({ data: embedded.data, code: embedded.error?.code }).toEqual({
      data: null,
      code: '42501',
    });
  });
});

describe("a key's last day of use", () => {
  it('is noted by a request that writes, in WIB, and not by one that only reads', async () => {
    const name = uniqueName('Lia');
    const key = await addKey(name);
    const writer = client({ 'x-publish-key': key });
    expect((await writer.from('articles').select('id').limit(1)).error).toBeNull();
    expect((await keyRow(name))?.last_used_on).toBeNull();
    expect((await writer.rpc('publish_key_whoami')).error).toBeNull();
    expect((await keyRow(name))?.last_used_on).toBe(jakartaDay());
    await revoke(name);
  });
});
