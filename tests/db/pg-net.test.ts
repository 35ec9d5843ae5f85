import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, HOOK_PATH, startReceiver } from './hook-receiver';
import { responseFor } from './pg-net';
import { database, rolledBack, waitFor } from './support';

const db = database();

/** net.http_post with named arguments ($1 is always the URL); the request's id. */
async function httpPost(url: string, namedArgs = '', params: unknown[] = []) {
  const [row] = await db.query<{ id: string }>(
    `select net.http_post(url := $1${namedArgs ? `, ${namedArgs}` : ''})::text as id`,
    [url, ...params],
  );
  return row?.id ?? '';
}

// What pg_net 0.20.4 does that the rebuild hook depends on. The local stand-in
// (scripts/backend/sql/pg-net-shim.sql and net-worker.mjs) must do the same; these tests hold for
// the real extension too.
describe('net.http_post', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('adds Content-Type: application/json to headers that lack it', async () => {
    receiver.received.length = 0;
    await httpPost(receiver.url, `headers := '{"X-Probe": "1"}'`);
    const [request] = await receiver.requests();
    expect(request?.headers).toMatchObject({ 'content-type': 'application/json', 'x-probe': '1' });
    expect(request?.body).toBe('{}');
  });

  it('refuses any Content-Type but exactly application/json', async () => {
    await expect(
      httpPost(receiver.url, `headers := '{"Content-Type": "application/json; charset=utf-8"}'`),
    ).rejects.toThrow('Content-Type header must be "application/json"');
  });

  it('sends an empty body for a null one, and records an empty answer as null', async () => {
    receiver.received.length = 0;
    const id = await httpPost(`${receiver.origin}/empty`, 'body := null');
    const [request] = await receiver.requests();
    expect(request).toMatchObject({ method: 'POST', body: '' });
    expect(await responseFor(db, id)).toMatchObject({ status_code: 204, content: null });
  });

  it('follows redirects', async () => {
    receiver.received.length = 0;
    const id = await httpPost(`${receiver.origin}/moved`);
    expect(await responseFor(db, id)).toMatchObject({ status_code: 201, content: 'build queued' });
    expect(receiver.received.map((request) => request.url)).toEqual(['/moved', HOOK_PATH]);
  });

  it('encodes params into the URL as it queues the request', async () => {
    receiver.received.length = 0;
    const queuedUrl = await rolledBack(db, async () => {
      const id = await httpPost(`${receiver.url}?x=1#part`, `params := $2`, [
        { 'a b': 'c&d', e: 'é' },
      ]);
      const [row] = await db.query<{ url: string }>(
        'select url from net.http_request_queue where id = $1',
        [id],
      );
      return row?.url;
    });
    expect(queuedUrl).toBe(`${receiver.url}?x=1&e=%C3%A9&a%20b=c%26d#part`);
  });

  it("records libcurl's error text when nothing listens", async () => {
    const id = await httpPost(await deadUrl());
    expect(await responseFor(db, id)).toMatchObject({
      status_code: null,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    });
  });
});

describe("pg_net's tables", () => {
  it('keep responses for 6 hours', async () => {
    await db.query(
      `insert into net._http_response (id, status_code, created)
       values (-1, 200, now() - interval '7 hours'), (-2, 200, now() - interval '5 hours')`,
    );
    try {
      await waitFor(async () => {
        const rows = await db.query('select from net._http_response where id = -1');
        return rows.length === 0 ? true : undefined;
      });
      expect(await db.query('select id from net._http_response where id = -2')).toHaveLength(1);
    } finally {
      await db.query('delete from net._http_response where id in (-1, -2)');
    }
  });

  it('are granted to PUBLIC, and net.http_post executable by it', async () => {
    const [access] = await db.query(
      `select has_schema_privilege('anon', 'net', 'USAGE') as schema,
              bool_and(has_table_privilege('anon', t, p)) as tables,
              has_function_privilege('anon', 'net.http_post(text, jsonb, jsonb, jsonb, integer)',
                                     'EXECUTE') as http_post
       from unnest(array['net.http_request_queue', 'net._http_response']) as t,
            unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as p`,
    );
    expect(access).toEqual({ schema: true, tables: true, http_post: true });
  });
});
