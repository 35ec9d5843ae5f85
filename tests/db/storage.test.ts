import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../scripts/backend/index.mjs';
import { createStorageApi } from '../../scripts/backend/storage-api.mjs';
import { floodRequest, sendRaw } from '../unit/support/raw-http';
import { backend, client, database, onPglite, publisher } from './support';

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

/** What hosted Storage answers an upload its policies refuse (with status 400). */
const rlsRefusal = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
};

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
    expect(await answer.json()).toEqual(rlsRefusal);
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

describe('an upload the policies or the bucket refuse', () => {
  const port = Number(new URL(backend.url).port);
  const head = (name: string, headers: string) =>
    `POST /storage/v1/object/${bucket}/${name} HTTP/1.1\r\nHost: x\r\n` +
    `apikey: ${backend.anonKey}\r\nAuthorization: Bearer ${backend.anonKey}\r\n${headers}\r\n`;
  const bodyOf = (text: string) => JSON.parse(text.slice(text.lastIndexOf('\r\n\r\n') + 4));

  it('is refused before its body is sent, and nothing is stored', async () => {
    const before = await objectCount();
    // 4 MiB announced, 1 KiB sent: the answer may not wait for the rest.
    const answer = await sendRaw(
      port,
      head(freshName(), 'Content-Type: image/jpeg\r\nContent-Length: 4194304\r\n') +
        'x'.repeat(1024),
    );
    expect(answer.statuses).toEqual([400]);
    expect(bodyOf(answer.text)).toEqual(rlsRefusal);
    expect(await objectCount()).toBe(before);
  });

  it.each([
    ['without the key', freshName(), 'image/jpeg', 1024, '403'],
    ['into a bucket that does not exist', freshName(), 'image/jpeg', 1024, '404', 'tidak-ada'],
    ['over the bucket’s 5 MiB', freshName(), 'image/jpeg', 5 * 1024 * 1024 + 1, '413'],
    ['of a type the bucket does not take', freshName(), 'text/html', 1024, '415'],
  ])(
    'with Expect: 100-continue is refused %s, without 100 Continue',
    async (_case, name, type, length, statusCode, bucketId = bucket) => {
      const answer = await sendRaw(
        port,
        head(name, `Content-Type: ${type}\r\nContent-Length: ${length}\r\n`)
          .replace(`/${bucket}/`, `/${bucketId}/`)
          .replace(
            '\r\n\r\n',
            `\r\nExpect: 100-continue\r\nx-publish-key: ${
              statusCode === '403' ? 'salah' : backend.publishKey
            }\r\n\r\n`,
          ),
      );
      expect(answer.statuses).toEqual([400]);
      expect(bodyOf(answer.text).statusCode).toBe(statusCode);
    },
  );

  it('with Expect: 100-continue and the key is told to continue, and stored', async () => {
    const name = freshName();
    const outcome = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(
        `${storageUrl}/object/${bucket}/${name}`,
        {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            'x-publish-key': backend.publishKey,
            'content-type': 'image/jpeg',
            'content-length': photo.length,
            expect: '100-continue',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, continued }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        continued = true;
        req.end(photo);
      });
    });
    expect(outcome).toEqual({ status: 200, continued: true });
    const read = await fetch(`${storageUrl}/object/public/${bucket}/${name}`);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(photo);
  });

  it('sent chunked without the key has its body read only a little, then the connection closed', async () => {
    const announced = 64 * 1024 * 1024;
    const size = 1024 * 1024;
    const { answer, accepted } = await floodRequest(
      port,
      head(freshName(), 'Content-Type: image/jpeg\r\nTransfer-Encoding: chunked\r\n'),
      {
        announced,
        chunk: Buffer.from(`${size.toString(16)}\r\n${' '.repeat(size)}\r\n`),
        chunkBytes: size,
      },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(accepted).toBeLessThan(announced / 2);
  });
});

describe('the types stored, and public reads', () => {
  const key = { 'x-publish-key': backend.publishKey };

  it.each([
    'image/png/html',
    'image/png/',
    'image/jpeg/svg+xml',
    'image/jpeg; charset=utf-8',
    'image/',
  ])(
    'refuses %s, with the key, as a type the bucket does not take, and stores nothing',
    async (type) => {
      const before = await objectCount();
      const answer = await upload(freshName(), { ...key, 'content-type': type });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: `mime type ${type} is not supported`,
      });
      expect(await objectCount()).toBe(before);
    },
  );

  describe('of a stored image', () => {
    const name = freshName();
    const address = `${storageUrl}/object/public/${bucket}/${name}`;
    let etag = '';
    beforeAll(async () => {
      expect((await upload(name, key)).status).toBe(200);
      etag = (await fetch(address, { method: 'HEAD' })).headers.get('etag') ?? '';
    });

    it('send the stored type, nosniff and the size, and say ranges are taken', async () => {
      const read = await fetch(address);
      expect(read.status).toBe(200);
      expect(
        Object.fromEntries(
          ['content-type', 'x-content-type-options', 'content-length', 'accept-ranges'].map((h) => [
            h,
            read.headers.get(h),
          ]),
        ),
      ).toEqual({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-length': String(photo.length),
        'accept-ranges': 'bytes',
      });
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it.each([
      ['bytes=0-3', 0, 3],
      ['bytes=4-', 4, photo.length - 1],
      ['bytes=-2', photo.length - 2, photo.length - 1],
      ['bytes=2-1000', 2, photo.length - 1],
    ])('answer Range %s with 206 and those bytes', async (range, first, last) => {
      const read = await fetch(address, { headers: { range } });
      expect(read.status).toBe(206);
      expect(read.headers.get('content-range')).toBe(`bytes ${first}-${last}/${photo.length}`);
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await read.arrayBuffer())).toEqual(photo.subarray(first, last + 1));
    });

    it.each([`bytes=${photo.length}-`, 'bytes=5-2', 'bytes=0-1,4-5', 'pages=1-2', 'bytes=-0'])(
      'answer an unsatisfiable Range %s with 416 in Storage’s shape',
      async (range) => {
        const read = await fetch(address, { headers: { range } });
        expect(read.status).toBe(416);
        expect(read.headers.get('content-range')).toBe(`bytes */${photo.length}`);
        expect(await read.json()).toEqual({
          statusCode: '416',
          code: 'InvalidRange',
          error: 'invalid_range',
          message: 'invalid range provided',
        });
      },
    );

    it('answer If-None-Match with its ETag with 304 and no body, another with the image', async () => {
      const same = await fetch(address, { headers: { 'if-none-match': etag } });
      expect(same.status).toBe(304);
      expect(same.headers.get('etag')).toBe(etag);
      expect((await same.arrayBuffer()).byteLength).toBe(0);
      const other = await fetch(address, { headers: { 'if-none-match': '"0123"' } });
      expect(other.status).toBe(200);
      expect(Buffer.from(await other.arrayBuffer())).toEqual(photo);
    });
  });
});

// The Storage stand-in alone, on the same database, with its own files, a shorter pace for
// uploads and its log read.
describe('a Storage stand-in of its own', () => {
  const secret = randomBytes(32).toString('hex');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (() => {
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'anon' })}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  })();
  const lines: string[] = [];
  const handled: Promise<void>[] = [];
  let filesDir = '';
  let server: Server;
  let port = 0;
  let api: Awaited<ReturnType<typeof createStorageApi>>;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'migran-db-storage-own-'));
    api = await createStorageApi({
      databaseUrl: backend.dbUrl,
      jwtSecret: secret,
      filesDir,
      log: (line) => lines.push(line),
      pace: { windowMs: 300, minBytes: 2048 },
    });
    server = createServer((req, res) => {
      handled.push(api.handle(req, res, (req.url ?? '').slice('/storage/v1'.length)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  const post = (path: string, headers: string) =>
    `POST /storage/v1${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
    `x-publish-key: ${backend.publishKey}\r\n${headers}\r\n`;
  const settled = () => Promise.allSettled(handled);

  it('refuses an upload sent a byte at a time with 408, closes it, and keeps nothing', async () => {
    const before = await objectCount();
    const answer = await sendRaw(
      port,
      post(
        `/object/${bucket}/${freshName()}`,
        'Content-Type: image/jpeg\r\nContent-Length: 100000\r\n',
      ) + 'x',
      { waitMs: 5000 },
    );
    expect(answer.statuses).toEqual([408]);
    await settled();
    expect(await readdir(join(filesDir, 'tmp'))).toEqual([]);
    expect(await objectCount()).toBe(before);
  });

  it('refuses a list whose body comes a byte at a time with 408', async () => {
    const answer = await sendRaw(
      port,
      post(`/object/list/${bucket}`, 'Content-Type: application/json\r\nContent-Length: 100\r\n') +
        '{',
      { waitMs: 5000 },
    );
    expect(answer.statuses).toEqual([408]);
  });

  it('does not log an upload its client abandons halfway as a failure, and keeps nothing', async () => {
    const count = handled.length + 1;
    await sendRaw(
      port,
      post(
        `/object/${bucket}/${freshName()}`,
        'Content-Type: image/jpeg\r\nContent-Length: 100000\r\n',
      ) + 'x'.repeat(50_000),
      { abandon: true },
    );
    // The request reached the server before the client left; its handling has ended.
    for (const deadline = Date.now() + 2000; handled.length < count && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(handled).toHaveLength(count);
    await settled();
    expect(lines).toEqual([]);
    expect(await readdir(join(filesDir, 'tmp'))).toEqual([]);
  });

  const json = (path: string, body: string, method = 'POST') =>
    post(
      path,
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n`,
    ).replace(/^POST/, method) + body;
  it.each([
    ['a list with NUL in its prefix', json(`/object/list/${bucket}`, '{"prefix":"2026\\u0000"}')],
    [
      'a list with NUL in its search',
      json(`/object/list/${bucket}`, '{"prefix":"","search":"a\\u0000"}'),
    ],
    [
      'a list with an offset past an integer',
      json(`/object/list/${bucket}`, '{"prefix":"","offset":1e20}'),
    ],
    [
      'a list with a limit past an integer',
      json(`/object/list/${bucket}`, '{"prefix":"","limit":2147483648}'),
    ],
    ['a list with a fractional limit', json(`/object/list/${bucket}`, '{"prefix":"","limit":1.5}')],
    [
      'a list sorted by an unknown column',
      json(`/object/list/${bucket}`, '{"prefix":"","sortBy":{"column":"x\\u0000"}}'),
    ],
    [
      'a move with NUL in its source',
      json(
        '/object/move',
        `{"bucketId":"${bucket}","sourceKey":"a\\u0000","destinationKey":"b.jpg"}`,
      ),
    ],
    [
      'a move with NUL in its bucket',
      json('/object/move', '{"bucketId":"a\\u0000","sourceKey":"a.jpg","destinationKey":"b.jpg"}'),
    ],
    [
      'a delete with NUL in a name',
      json(`/object/${bucket}`, '{"prefixes":["a\\u0000"]}', 'DELETE'),
    ],
  ])('answers %s with 400 in Storage’s shape, and logs nothing', async (_case, request) => {
    const answer = await sendRaw(port, request);
    expect(answer.statuses).toEqual([400]);
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Bad Request',
    });
    await settled();
    expect(lines).toEqual([]);
  });
});

describe('Storage’s tables, as postgres meets them', () => {
  /** A statement as postgres (what the migrations run as), rolled back: its error code, if any. */
  async function asPostgres(statement: string) {
    await db.query('begin');
    try {
      await db.query(statement);
      return 'done';
    } catch (error) {
      return (error as { code?: string }).code;
    } finally {
      await db.query('rollback');
    }
  }

  it('carry the migrations’ policies on storage.objects', async () => {
    expect(
      await db.query(
        `select policyname, cmd from pg_policies
         where schemaname = 'storage' and tablename = 'objects' order by policyname`,
      ),
    ).toEqual([
      { policyname: 'article_images_insert_with_publish_key', cmd: 'INSERT' },
      { policyname: 'article_images_list_with_publish_key', cmd: 'SELECT' },
    ]);
  });

  // PGlite runs everything as its superuser, which owns everything (docs/backend.md).
  it.skipIf(onPglite)(
    'refuse postgres what only their owner may, as hosted Supabase does',
    async () => {
      expect(await asPostgres('alter table storage.objects add column x int')).toBe('42501');
      expect(await asPostgres('alter table storage.objects disable row level security')).toBe(
        '42501',
      );
      expect(await asPostgres('drop table storage.objects')).toBe('42501');
      expect(await asPostgres('alter table storage.buckets owner to postgres')).toBe('42501');
    },
  );

  it.skipIf(onPglite)(
    'let postgres make, change and drop a policy there, and keep no more of the owner’s rights',
    async () => {
      expect(
        await asPostgres(`create policy uji on storage.objects for select to anon using (false);
                          alter policy uji on storage.objects using (true);
                          drop policy uji on storage.objects`),
      ).toBe('done');
      expect(
        await db.query(
          `select pg_has_role('postgres', 'supabase_storage_admin', 'member') as member,
                  rolsuper from pg_roles where rolname = current_user`,
        ),
      ).toEqual([{ member: false, rolsuper: false }]);
    },
  );
});
