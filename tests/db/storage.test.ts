import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../scripts/backend/index.mjs';
import { backend, client, database, publisher } from './support';

// The article images' bucket (migration 20261126000100) through the Storage API as the site and
// an attacker use it: the local stand-in here (scripts/backend/storage-api.mjs), which runs every
// statement under the caller's role with request.headers set, as hosted Storage does; and the
// same policies straight in SQL, as that server's statements meet them.

const db = database();
const bucket = 'article-images';
const storageUrl = `${backend.url}/storage/v1`;
const month = () => new Date().toISOString().slice(0, 7).replace('-', '/');
const freshName = (extension = 'jpg') =>
  `${month()}/${randomBytes(16).toString('hex')}.${extension}`;
const photo = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const jpeg = { contentType: 'image/jpeg', cacheControl: '31536000' };

const objectCount = async () =>
  Number((await db.query<{ n: string }>('select count(*) as n from storage.objects'))[0]?.n ?? NaN);

/** A raw upload, as the editor sends it (XHR, the prepared file as the body). */
function upload(name: string, headers: Record<string, string> = {}, body: Buffer = photo) {
  return fetch(`${storageUrl}/object/${bucket}/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'image/jpeg',
      ...headers,
    },
    body: new Uint8Array(body),
  });
}

describe('uploading to article-images', () => {
  it('stores a well-formed name sent with the key, and serves it publicly with its type', async () => {
    const name = freshName();
    const { data, error } = await publisher().storage.from(bucket).upload(name, photo, jpeg);
    expect(error).toBeNull();
    expect(data?.path).toBe(name);

    const url = publisher().storage.from(bucket).getPublicUrl(name).data.publicUrl;
    expect(url).toBe(`${storageUrl}/object/public/${bucket}/${name}`);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toBe('max-age=31536000');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(photo);
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-publish-key': 'bukan-kunci-yang-benar-123456' }],
    ['an empty key', { 'x-publish-key': '' }],
  ])('is refused with %s, and nothing is stored', async (_case, headers) => {
    const before = await objectCount();
    const answer = await upload(freshName(), headers);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(await objectCount()).toBe(before);
  });

  it.each([
    ['a month that does not exist', '2026/13/0123456789abcdef0123456789abcdef.jpg'],
    ['a short hash', `2026/11/${'a'.repeat(31)}.jpg`],
    ['capital hex', `2026/11/${'A'.repeat(32)}.jpg`],
    ['another extension', `2026/11/${'b'.repeat(32)}.gif`],
    ['a folder more', `2026/11/x/${'c'.repeat(32)}.jpg`],
    ['a name of its own', 'foto-saya.jpg'],
  ])('is refused, with the key, for %s', async (_case, name) => {
    const answer = await upload(name, { 'x-publish-key': backend.publishKey });
    expect(answer.status).toBe(400);
    expect((await answer.json()).statusCode).toBe('403');
  });

  describe('into another bucket', () => {
    const other = `other-${randomBytes(4).toString('hex')}`;
    beforeAll(() =>
      db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true)`, [other]),
    );
    afterAll(() =>
      db.query(`select set_config('storage.allow_delete_query', 'true', false);
                delete from storage.buckets where id = '${other}'`),
    );

    it('is refused, even with the key and a well-formed name', async () => {
      const { error } = await publisher().storage.from(other).upload(freshName(), photo, jpeg);
      expect(error?.message).toBe('new row violates row-level security policy');
    });
  });

  it('answers the same picture again as a duplicate, and keeps the first', async () => {
    const name = freshName();
    expect((await upload(name, { 'x-publish-key': backend.publishKey })).status).toBe(200);
    const again = await upload(name, { 'x-publish-key': backend.publishKey }, Buffer.from('other'));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
    const read = await fetch(`${storageUrl}/object/public/${bucket}/${name}`);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(photo);
  });

  it('keeps to the bucket: 5 MiB at most, and only JPEG, PNG and WebP', async () => {
    expect(
      await db.query(
        'select public, file_size_limit::int, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      ),
    ).toEqual([
      {
        public: true,
        file_size_limit: 5 * 1024 * 1024,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
      },
    ]);
    const key = { 'x-publish-key': backend.publishKey };
    const big = await upload(freshName(), key, Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(await big.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    const pdf = await upload(freshName(), { ...key, 'content-type': 'application/pdf' });
    expect(await pdf.json()).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    expect((await upload(freshName('png'), { ...key, 'content-type': 'image/png' })).status).toBe(
      200,
    );
  });
});

describe('what is stored stays as it is', () => {
  const name = freshName();
  const address = `${storageUrl}/object/public/${bucket}/${name}`;
  beforeAll(async () => {
    const { error } = await publisher().storage.from(bucket).upload(name, photo, jpeg);
    expect(error).toBeNull();
  });
  const stillServed = async () => {
    const read = await fetch(address);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(photo);
  };

  it('refuses an upsert over it, even with the key', async () => {
    const { error } = await publisher()
      .storage.from(bucket)
      .upload(name, Buffer.from('replaced'), { ...jpeg, upsert: true });
    expect(error?.message).toBe('new row violates row-level security policy');
    await stillServed();
  });

  it('deletes nothing, with or without the key', async () => {
    for (const storage of [publisher().storage, client().storage]) {
      const { data } = await storage.from(bucket).remove([name]);
      expect(data).toEqual([]);
    }
    const single = await fetch(`${storageUrl}/object/${bucket}/${name}`, {
      method: 'DELETE',
      headers: { apikey: backend.anonKey, 'x-publish-key': backend.publishKey },
    });
    expect(await single.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
    await stillServed();
  });

  it('moves nothing, even with the key', async () => {
    const { error } = await publisher().storage.from(bucket).move(name, freshName());
    expect(error?.message).toBe('Object not found');
    await stillServed();
  });
});

describe('listing article-images', () => {
  const name = freshName();
  beforeAll(async () => {
    const { error } = await publisher().storage.from(bucket).upload(name, photo, jpeg);
    expect(error).toBeNull();
  });

  it('shows the owner, with the key, the month’s images by name relative to the folder', async () => {
    const { data, error } = await publisher()
      .storage.from(bucket)
      .list(month(), { sortBy: { column: 'created_at', order: 'desc' } });
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toContain(name.slice(month().length + 1));
    const { data: years } = await publisher().storage.from(bucket).list('');
    expect(years?.map((entry) => [entry.name, entry.id])).toContainEqual([
      month().slice(0, 4),
      null,
    ]);
  });

  it('shows anon nothing', async () => {
    for (const prefix of ['', month()]) {
      const { data, error } = await client().storage.from(bucket).list(prefix);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});

// A backend of its own, to read what it logs.
describe('a public read the browser drops halfway', () => {
  const publishKey = 'Storage-Read-Key-0123456789';
  const lines: string[] = [];
  let own: Backend | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'migran-db-storage-read-'));
    own = await startBackend({ dataDir, port: 0, publishKey, log: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await own?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is not logged as a failure', async () => {
    const { url, anonKey } = own as Backend;
    const name = freshName();
    // Large enough that the server is still sending when the reader goes.
    const big = Buffer.concat([photo, randomBytes(4 * 1024 * 1024)]);
    const stored = await fetch(`${url}/storage/v1/object/${bucket}/${name}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'x-publish-key': publishKey,
        'content-type': 'image/jpeg',
      },
      body: new Uint8Array(big),
    });
    expect(stored.status).toBe(200);

    const reading = new AbortController();
    const response = await fetch(`${url}/storage/v1/object/public/${bucket}/${name}`, {
      signal: reading.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    reading.abort();
    // Time for the server to see the reader go, which is when it would log it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await fetch(`${url}/storage/v1/object/public/${bucket}/${name}`);
    expect((await again.arrayBuffer()).byteLength).toBe(big.length);
    expect(lines.filter((line) => line.startsWith('storage:'))).toEqual([]);
  });
});

describe('the policies, as hosted Storage runs its statements', () => {
  /** An insert as the storage server makes it: under anon, with request.headers set. */
  async function insertAsAnon(name: string, headers: Record<string, string>, bucketId = bucket) {
    try {
      await db.query(`begin;
        select set_config('role', 'anon', true),
               set_config('request.headers', '${JSON.stringify(headers)}', true);
        insert into storage.objects (bucket_id, name, metadata, version)
        values ('${bucketId}', '${name}', '{}', 'v1');`);
      await db.query('rollback');
      return 'stored';
    } catch (error) {
      await db.query('rollback');
      return (error as { code?: string }).code;
    }
  }

  it('let an insert with the key and a well-formed name through, and nothing else', async () => {
    const key = { 'x-publish-key': backend.publishKey };
    expect(await insertAsAnon(freshName(), key)).toBe('stored');
    expect(await insertAsAnon(freshName(), {})).toBe('42501');
    expect(await insertAsAnon('bebas.jpg', key)).toBe('42501');
  });

  it('have no update or delete for anon: the rows it could touch are none', async () => {
    await db.query('begin');
    await db.query(
      `select set_config('role', 'anon', true), set_config('request.headers', $1, true),
              set_config('storage.allow_delete_query', 'true', true)`,
      [JSON.stringify({ 'x-publish-key': backend.publishKey })],
    );
    const rows = await db.query(
      `with updated as (update storage.objects set name = name returning 1),
            deleted as (delete from storage.objects returning 1)
       select (select count(*) from updated) as updated, (select count(*) from deleted) as deleted`,
    );
    await db.query('rollback');
    expect(rows).toEqual([{ updated: '0', deleted: '0' }]);
  });
});
