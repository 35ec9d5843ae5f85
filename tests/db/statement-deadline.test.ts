import { createServer, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../scripts/backend/secrets.mjs';
import { listenOnLoopback } from '../../scripts/lib/ports.mjs';
import { requestNumber } from '../../scripts/backend/session-queue.mjs';
import {
  armStatementDeadline,
  statementDeadlineMs,
  statementTimeoutMs,
  timeLeft,
} from '../../scripts/backend/statement-deadline.mjs';
import {
  API_REQUEST_HEADER,
  API_STATEMENT_TIMEOUT_MS,
} from '../../scripts/backend/statement-limits.mjs';
import { backend, database } from './support';

const db = database();
const bearer = (role: string) => `Bearer ${signJwt({ role }, 'secret')}`;

describe('the statement limits the local stack enforces', () => {
  it("are the API roles' statement_timeout in the database", async () => {
    const rows = await db.query<{ rolname: string; timeout: string | null }>(
      `select rolname,
              (select split_part(c, '=', 2) from unnest(rolconfig) c
               where c like 'statement_timeout=%') as timeout
       from pg_roles where rolname = any($1) order by rolname`,
      [Object.keys(API_STATEMENT_TIMEOUT_MS)],
    );
    expect(Object.fromEntries(rows.map((row) => [row.rolname, row.timeout]))).toEqual(
      Object.fromEntries(
        Object.entries(API_STATEMENT_TIMEOUT_MS).map(([role, ms]) => [role, `${ms / 1000}s`]),
      ),
    );
  });

  it("give a request its JWT role's timeout, authenticator's for other roles", () => {
    expect(statementDeadlineMs(`Bearer ${backend.anonKey}`)).toBe(3_500);
    expect(statementDeadlineMs(bearer('authenticated'))).toBe(8_500);
    expect(statementDeadlineMs(bearer('service_role'))).toBe(8_500);
    expect(statementDeadlineMs(undefined)).toBe(3_500);
    expect(statementDeadlineMs('Bearer not.a-jwt.at-all')).toBe(3_500);
    expect(statementTimeoutMs(bearer('constructor'))).toBe(8_000);
  });
});

describe('timeLeft', () => {
  const now = 1_000_000;
  it("runs from the start of the request's own statement", () => {
    expect(timeLeft(7, 3_000, { since: now - 1_000, request: 7 }, now)).toBe(2_000);
    expect(timeLeft(7, 3_000, { since: now - 3_500, request: 7 }, now)).toBe(-500);
  });

  it("waits while the database runs another's statement, or none", () => {
    expect(timeLeft(7, 3_000, { since: now - 60_000, request: 6 }, now)).toBeGreaterThan(0);
    expect(timeLeft(7, 3_000, { since: now - 60_000, request: 0 }, now)).toBeGreaterThan(0);
    expect(timeLeft(7, 3_000, null, now)).toBeGreaterThan(0);
  });
});

describe('requestNumber', () => {
  /** A protocol message: its type, then its length and body. */
  const message = (type: string, body: string) => {
    const bytes = Buffer.from(body, 'utf8');
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(bytes.length + 4, 1);
    return new Uint8Array(Buffer.concat([head, bytes]));
  };
  // What PostgREST binds to set_config('request.headers', …): the headers as JSON.
  const headers = (json: Record<string, string>) => `\0\0\0\x01${JSON.stringify(json)}`;

  it("reads the gateway's number from the request's headers", () => {
    const bound = message('B', headers({ accept: '*/*', [API_REQUEST_HEADER]: '1234' }));
    expect(requestNumber(bound)).toBe(1234);
  });

  it('finds none elsewhere, or in a header value', () => {
    expect(requestNumber(message('B', headers({ accept: '*/*' })))).toBe(0);
    expect(requestNumber(message('E', `"${API_REQUEST_HEADER}":"12"`))).toBe(0);
    const forged = headers({ 'x-other': `"${API_REQUEST_HEADER}":"12"` });
    expect(requestNumber(message('B', forged))).toBe(0);
  });
});

describe('armStatementDeadline', () => {
  /** A server that answers after `ms`, and a request to it with a 200 ms deadline. */
  const request = async (answerAfterMs: number, body = '') => {
    const server = createServer((req, res) => {
      req.resume();
      setTimeout(() => res.end('ok'), answerAfterMs);
    });
    const port = await listenOnLoopback(server, 0, 'probe');
    let expired = false;
    const proxied = httpRequest({ host: '127.0.0.1', port, method: 'POST' });
    proxied.on('error', () => {});
    armStatementDeadline(proxied, 200, () => {
      expired = true;
      proxied.destroy();
    });
    const answered = new Promise((resolve) => {
      proxied.on('response', resolve);
      proxied.on('close', resolve);
    });
    proxied.end(body);
    await answered;
    server.closeAllConnections();
    server.close();
    return expired;
  };

  it('expires when PostgREST has not begun to answer in time', async () => {
    expect(await request(1_000)).toBe(true);
  });

  it('does not expire once PostgREST answers', async () => {
    expect(await request(20)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});
