import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../scripts/backend/body-limit.mjs';
import { createGateway, MAX_TARGET_BYTES } from '../../scripts/backend/gateway.mjs';
import {
  type RunningStatement,
  STATEMENT_TIMEOUT_ANSWER,
} from '../../scripts/backend/statement-deadline.mjs';
import { API_REQUEST_HEADER } from '../../scripts/backend/statement-limits.mjs';
import { floodRequest, hostileRequests, sendRaw } from './support/raw-http';

// The gateway in front of a stand-in for PostgREST that records what reaches it.
const apiKey = 'kunci-anon-uji';
const MiB = 1024 * 1024;

interface Received {
  url: string;
  bytes: number;
  complete: boolean;
  closed: boolean;
  request?: string;
}
const received: Received[] = [];
let postgrest: Server;
let gateway: ReturnType<typeof createGateway>;
let port: number;
let origin: string;

beforeAll(async () => {
  postgrest = createServer((req, res) => {
    const seen: Received = { url: req.url ?? '', bytes: 0, complete: false, closed: false };
    const request = req.headers[API_REQUEST_HEADER];
    if (typeof request === 'string') seen.request = request;
    received.push(seen);
    req.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
    req.on('close', () => (seen.closed = true));
    // A statement that runs for `ms` (?ms=…), then PostgREST's answer; a runaway one ends with
    // the 503 PostgREST gives when the database restarts under it.
    const slow = /^\/slow\?ms=(\d+)(&fail=?)?$/.exec(req.url ?? '');
    if (slow) {
      req.resume();
      setTimeout(() => {
        const status = slow[2] ? 503 : 200;
        res.writeHead(status, { 'content-type': 'application/json' }).end(`{"status":${status}}`);
      }, Number(slow[1]));
      return;
    }
    // Like PostgREST, which repeats the target in Content-Location with its characters escaped.
    if (req.url?.startsWith('/located?')) {
      const location = req.url.replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
      req.resume();
      res.writeHead(200, { 'content-location': location }).end('[]');
      return;
    }
    if (req.url === '/broken') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"slug":');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    req.on('end', () => {
      seen.complete = true;
      res.writeHead(201, { 'content-type': 'application/json' }).end(`{"bytes":${seen.bytes}}`);
    });
  });
  await new Promise<void>((resolve) => postgrest.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({ apiKeys: () => [apiKey] });
  port = await gateway.listen(0);
  origin = `http://127.0.0.1:${port}`;
  gateway.setUpstream(`http://127.0.0.1:${(postgrest.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await gateway.close();
  postgrest.closeAllConnections();
  await new Promise((resolve) => postgrest.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** Polls until `probe` holds, for at most two seconds. */
async function eventually(probe: () => boolean) {
  for (const deadline = Date.now() + 2000; !probe() && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return probe();
}

const post = (headers: string, body = '') =>
  `POST /rest/v1/articles HTTP/1.1\r\nHost: x\r\napikey: ${apiKey}\r\n${headers}\r\n${body}`;

/** A chunked body of `bytes` bytes, in chunks of 64 KiB. */
function chunked(bytes: number) {
  const size = 64 * 1024;
  const chunk = `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`;
  return chunk.repeat(Math.ceil(bytes / size)) + '0\r\n\r\n';
}

const tooLargeBody = {
  code: 'request_body_too_large',
  details: 'The API accepts request bodies of up to 4 MiB.',
  hint: null,
  message: 'Request body too large',
};

describe('request bodies through the gateway', () => {
  it('allows well above the heaviest legal article (3 MB) and forwards it whole', async () => {
    expect(MAX_BODY_BYTES).toBe(4 * MiB);
    const body = 'a'.repeat(MAX_BODY_BYTES);
    const response = await fetch(`${origin}/rest/v1/articles`, {
      method: 'POST',
      headers: { apikey: apiKey, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ bytes: MAX_BODY_BYTES });
  });

  it('refuses a body announced over the limit with 413 before PostgREST sees it', async () => {
    const answer = await sendRaw(port, post(`Content-Length: ${MAX_BODY_BYTES + 1}\r\n`), {
      end: true,
    });
    expect(answer.statuses).toEqual([413]);
    expect(answer.heads[0]).toContain('access-control-allow-origin: *');
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toEqual(
      tooLargeBody,
    );

    const response = await fetch(`${origin}/rest/v1/articles`, {
      method: 'POST',
      headers: { apikey: apiKey, 'content-type': 'application/json' },
      body: 'a'.repeat(5 * MiB),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLargeBody);
    expect(received).toEqual([]);
  });

  it('counts a chunked body as it streams and cuts it off at the limit', async () => {
    const answer = await sendRaw(port, post('Transfer-Encoding: chunked\r\n', chunked(5 * MiB)), {
      end: true,
    });
    expect(answer.statuses).toEqual([413]);
    expect(await eventually(() => received[0]?.closed === true)).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.complete).toBe(false);
    expect(received[0]?.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });

  it('cuts off a body streamed by a client that never says its length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${origin}/rest/v1/articles`,
        { method: 'POST', headers: { apikey: apiKey } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < 6 * MiB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(await eventually(() => received[0]?.closed === true)).toBe(true);
    expect(received[0]?.complete).toBe(false);
  });

  it('reads a refused body only a little, then closes the connection', async () => {
    const announced = 64 * MiB;
    const { answer, accepted } = await floodRequest(
      port,
      post(`Content-Length: ${announced}\r\n`),
      {
        announced,
        chunk: Buffer.alloc(MiB, 0x20),
      },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // What the gateway dropped, plus what the kernel's buffers took: far from all of it.
    expect(accepted).toBeLessThan(announced / 2);
    expect(received).toEqual([]);
  });

  it.each([
    ['without an API key', '/rest/v1/articles', ''],
    ['with a wrong API key', '/rest/v1/articles', 'apikey: salah\r\n'],
    ['to an unknown path', '/tidak-ada', `apikey: ${apiKey}\r\n`],
    ['to Storage without an API key', '/storage/v1/object/article-images/a.jpg', ''],
  ])(
    'reads the body of a request refused %s only a little, then closes',
    async (_case, path, key) => {
      const announced = 64 * MiB;
      const { answer, accepted } = await floodRequest(
        port,
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${key}Content-Length: ${announced}\r\n\r\n`,
        { announced, chunk: Buffer.alloc(MiB, 0x20) },
      );
      expect(answer).toMatch(/^HTTP\/1\.1 (401|404|503) /);
      expect(accepted).toBeLessThan(announced / 2);
      expect(received).toEqual([]);
    },
  );

  it('drops the request to PostgREST when the client gives up mid-body', async () => {
    await sendRaw(port, post(`Content-Length: ${MiB}\r\n`, 'a'.repeat(64 * 1024)), {
      abandon: true,
    });
    expect(await eventually(() => received[0]?.closed === true)).toBe(true);
    expect(received[0]?.complete).toBe(false);
  });
});

describe('request targets', () => {
  const get = (target: string, more = '') =>
    `GET ${target} HTTP/1.1\r\nHost: x\r\napikey: ${apiKey}\r\n${more}Connection: close\r\n\r\n`;
  /** A target of exactly `bytes` bytes. */
  const target = (bytes: number) => {
    const start = '/rest/v1/articles?title=eq.';
    return start + 'a'.repeat(bytes - start.length);
  };

  it('over 8 KiB get 414 with a short JSON body, before PostgREST', async () => {
    expect(MAX_TARGET_BYTES).toBe(8 * 1024);
    for (const bytes of [MAX_TARGET_BYTES + 1, 20_000, 60_000]) {
      const answer = await sendRaw(port, get(target(bytes)));
      expect(answer.statuses, `${bytes} bytes`).toEqual([414]);
      expect(answer.heads[0]).toContain('access-control-allow-origin: *');
      expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toEqual({
        message: 'URI Too Long: the API takes request targets of up to 8 KiB',
      });
    }
    expect(received).toEqual([]);
    expect((await sendRaw(port, get(target(MAX_TARGET_BYTES)))).statuses).toEqual([201]);
  });

  it('do not make header fields longer than 16 KiB acceptable', async () => {
    const big = `X-Big: ${'b'.repeat(16 * 1024)}\r\n`;
    expect((await sendRaw(port, get('/rest/v1/articles', big))).statuses).toEqual([431]);
    expect(received).toEqual([]);
  });

  it('up to the limit are answered whole, even where PostgREST escapes them into 24 KiB', async () => {
    const path = `/rest/v1/located?title=eq.${'('.repeat(MAX_TARGET_BYTES - 30)}`;
    const answer = await sendRaw(port, get(path));
    expect(answer.statuses).toEqual([200]);
    expect(answer.heads[0]?.length).toBeGreaterThan(3 * (MAX_TARGET_BYTES - 30));
  });
});

describe('the gateway under hostile requests', () => {
  it('breaks off an answer PostgREST breaks off, rather than leave the client waiting', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(`${origin}/rest/v1/broken`, { headers: { apikey: apiKey } });
      req.on('response', (res) => {
        res.on('error', () => resolve('broken off'));
        res.on('aborted', () => resolve('broken off'));
        res.on('end', () => resolve('ended'));
        res.resume();
      });
      req.on('error', () => resolve('broken off'));
      req.setTimeout(1500, () => resolve('left waiting'));
      req.end();
    });
    expect(outcome).toBe('broken off');
  });

  it('answers every hostile request and keeps serving', async () => {
    const requests = hostileRequests({
      base: '/rest/v1/articles',
      headers: `apikey: ${apiKey}\r\n`,
    });
    for (const [name, data, options] of requests) {
      const answer = await sendRaw(port, data, options);
      if (!options?.abandon) expect(answer.statuses[0], name).toBeDefined();
      expect(answer.statuses, name).not.toContain(500);
    }
    const response = await fetch(`${origin}/rest/v1/articles`, { headers: { apikey: apiKey } });
    expect(response.status).toBe(201);
  });
});

describe('CONNECT at the gateway', () => {
  it('is answered with 400, not a closed connection, and the gateway keeps serving', async () => {
    const answer = await sendRaw(
      port,
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
    );
    expect(answer.statuses).toEqual([400]);
    expect(answer.heads[0]).toContain('access-control-allow-origin: *');
    expect(answer.text).toMatch(/\r\n\r\n\{"message":"Bad Request"\}$/);
    const response = await fetch(`${origin}/rest/v1/articles`, { headers: { apikey: apiKey } });
    expect(response.status).toBe(201);
  });
});

describe('the statement deadline, where the database cannot cancel a statement', () => {
  const TIMEOUT_MS = 100; // the role's statement_timeout in these tests (anon's is 3 s)
  let deadlineGateway: ReturnType<typeof createGateway>;
  let deadlineOrigin = '';
  // A stand-in for the local database: what it runs, and the statements it was told to end.
  let running: RunningStatement | null = null;
  let ends = true;
  const ended: number[] = [];

  beforeAll(async () => {
    deadlineGateway = createGateway({
      apiKeys: () => [apiKey],
      statementTimeoutMs: () => TIMEOUT_MS,
      database: {
        running: () => running,
        end: (request, timeoutMs) => {
          if (timeoutMs === TIMEOUT_MS) ended.push(request);
          return ends;
        },
      },
    });
    deadlineOrigin = `http://127.0.0.1:${await deadlineGateway.listen(0)}`;
    deadlineGateway.setUpstream(`http://127.0.0.1:${(postgrest.address() as AddressInfo).port}`);
  });
  afterAll(() => deadlineGateway.close());
  beforeEach(() => {
    running = null;
    ends = true;
    ended.length = 0;
  });

  const get = async (path: string) => {
    const response = await fetch(`${deadlineOrigin}/rest/v1${path}`, {
      headers: { apikey: apiKey },
    });
    return { status: response.status, body: await response.json() };
  };

  /** Once PostgREST has the request: its number, and the database says its statement runs. */
  const itsStatementRuns = async () => {
    await eventually(() => received.length === 1);
    const request = Number(received[0]?.request);
    expect(request).toBeGreaterThan(0);
    running = { since: Date.now(), request };
    return request;
  };

  it("has the database end the statement, then answers PostgREST's timeout error, once", async () => {
    // Kept alive, and read for longer than PostgREST takes: a second answer would show.
    const raw = sendRaw(
      Number(new URL(deadlineOrigin).port),
      `GET /rest/v1/slow?ms=1000&fail HTTP/1.1\r\nHost: x\r\napikey: ${apiKey}\r\n\r\n`,
      { waitMs: 1_500 },
    );
    const request = await itsStatementRuns();
    const answer = await raw;
    expect(ended).toEqual([request]);
    // PostgREST's own late answer (its 503 after the restart) was read and dropped.
    expect(answer.statuses).toEqual([STATEMENT_TIMEOUT_ANSWER.status]);
    expect(answer.heads[0]).toContain('access-control-allow-origin: *');
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toEqual(
      STATEMENT_TIMEOUT_ANSWER.body,
    );
    expect(await get('/slow?ms=0')).toEqual({ status: 200, body: { status: 200 } });
  });

  it('passes PostgREST’s answer on when the database did not end the statement', async () => {
    ends = false; // it had finished meanwhile
    const answer = get('/slow?ms=900');
    const request = await itsStatementRuns();
    expect(await answer).toEqual({ status: 200, body: { status: 200 } });
    expect(ended[0]).toBe(request);
  });

  it('lets a request wait while the database runs another request’s statement', async () => {
    running = { since: Date.now(), request: 0 };
    expect(await get('/slow?ms=900')).toEqual({ status: 200, body: { status: 200 } });
    expect(ended).toEqual([]);
  });

  it('numbers every request itself, whatever the client sent', async () => {
    await fetch(`${deadlineOrigin}/rest/v1/slow?ms=0`, {
      headers: { apikey: apiKey, [API_REQUEST_HEADER]: '7' },
    });
    expect(received[0]?.request).toMatch(/^\d+$/);
    expect(received[0]?.request).not.toBe('7');
  });

  it('ends the statement of a request whose client left, at its timeout all the same', async () => {
    const left = new AbortController();
    const answer = fetch(`${deadlineOrigin}/rest/v1/slow?ms=1000&fail`, {
      headers: { apikey: apiKey },
      signal: left.signal,
    }).catch(() => 'left');
    const request = await itsStatementRuns();
    left.abort();
    expect(await answer).toBe('left');
    expect(await eventually(() => ended.includes(request))).toBe(true);
  });

  it('answers every hostile request and keeps serving', async () => {
    const deadlinePort = Number(new URL(deadlineOrigin).port);
    for (const [name, data, options] of hostileRequests({
      base: '/rest/v1/articles',
      headers: `apikey: ${apiKey}\r\n`,
    })) {
      const answer = await sendRaw(deadlinePort, data, options);
      expect(answer.statuses, name).not.toContain(500);
    }
    expect(await get('/slow?ms=0')).toEqual({ status: 200, body: { status: 200 } });
  });
});
