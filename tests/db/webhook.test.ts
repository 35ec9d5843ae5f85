import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { database, newArticle, publisher } from './support';

const db = database();

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP receiver standing in for a static host's deploy hook. */
async function startReceiver(respond = true) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (respond) res.writeHead(201, { 'content-type': 'text/plain' }).end('build queued');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/build_hooks/abc123`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function deadUrl() {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
}

async function setHookUrl(url: string | null) {
  await db.query(`delete from vault.secrets where name = 'rebuild_hook_url'`);
  if (url) await db.query(`select vault.create_secret($1, 'rebuild_hook_url')`, [url]);
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Response {
  id: string;
  status_code: number | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

const responseFor = (id: string) =>
  waitFor(async () => {
    const [row] = await db.query<Response>(
      'select id::text, status_code, content, timed_out, error_msg from net._http_response where id = $1',
      [id],
    );
    return row;
  });

/** The id of the request the trigger queued last. */
async function lastRequestId() {
  const [row] = await db.query<{ id: string | null }>(
    `select greatest(
       (select max(id) from net.http_request_queue),
       (select max(id) from net._http_response))::text as id`,
  );
  return row?.id ?? '0';
}

const publishedArticle = async () => {
  const started = performance.now();
  const { data, error } = await publisher()
    .from('articles')
    .insert(newArticle())
    .select('slug, title, published_at')
    .single();
  return { data, error, ms: performance.now() - started };
};

afterAll(() => setHookUrl(null));

describe('rebuild webhook', () => {
  beforeEach(() => setHookUrl(null));

  it('posts the inserted article to the hook URL', async () => {
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const { data, error } = await publishedArticle();
      expect(error).toBeNull();

      const [request] = await waitFor(async () =>
        receiver.received.length > 0 ? receiver.received : undefined,
      );
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/build_hooks/abc123');
      expect(request?.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request?.body ?? '');
      expect(body).toEqual({
        type: 'INSERT',
        table: 'articles',
        record: { slug: data?.slug, title: data?.title, published_at: expect.any(String) },
      });
      expect(Date.parse(body.record.published_at)).toBe(Date.parse(data?.published_at ?? ''));

      const recorded = await responseFor(await lastRequestId());
      expect(recorded).toMatchObject({
        status_code: 201,
        content: 'build queued',
        error_msg: null,
      });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('neither fails nor slows the insert when the receiver is down, and records the failure', async () => {
    await setHookUrl(await deadUrl());
    const { error, ms } = await publishedArticle();
    expect(error).toBeNull();
    expect(ms).toBeLessThan(2000); // the hook's own timeout is 5000 ms

    const recorded = await responseFor(await lastRequestId());
    expect(recorded.status_code).toBeNull();
    expect(recorded.error_msg).toMatch(/ECONNREFUSED/);
  });

  it('does not wait for a receiver that never answers', async () => {
    const receiver = await startReceiver(false);
    try {
      await setHookUrl(receiver.url);
      const { error, ms } = await publishedArticle();
      expect(error).toBeNull();
      expect(ms).toBeLessThan(2000); // the hook's own timeout is 5000 ms
      await waitFor(async () => (receiver.received.length > 0 ? true : undefined));
    } finally {
      await receiver.close();
    }
  });

  it('records a timeout as pg_net does', async () => {
    const receiver = await startReceiver(false);
    try {
      const [queued] = await db.query<{ id: string }>(
        `select net.http_post(url := $1, body := '{}'::jsonb, timeout_milliseconds := 300)::text as id`,
        [receiver.url],
      );
      const recorded = await responseFor(queued?.id ?? '');
      expect(recorded).toMatchObject({ status_code: null, timed_out: true });
    } finally {
      await receiver.close();
    }
  });

  it('makes no request when no hook URL is set', async () => {
    const before = await lastRequestId();
    const { error } = await publishedArticle();
    expect(error).toBeNull();
    expect(await lastRequestId()).toBe(before);
  });

  it('still publishes when the hook secret is malformed', async () => {
    await setHookUrl('http://127.0.0.1:9/');
    await db.query(`select vault.create_secret('{not json', 'rebuild_hook_headers')`);
    try {
      const before = await lastRequestId();
      const { error } = await publishedArticle();
      expect(error).toBeNull();
      expect(await lastRequestId()).toBe(before);
    } finally {
      await db.query(`delete from vault.secrets where name = 'rebuild_hook_headers'`);
    }
  });
});
