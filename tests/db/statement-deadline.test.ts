import { createServer, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../scripts/backend/secrets.mjs';
import { listenOnLoopback } from '../../scripts/lib/ports.mjs';
import {
  armStatementDeadline,
  statementDeadlineMs,
} from '../../scripts/backend/statement-deadline.mjs';
import { API_STATEMENT_TIMEOUT_MS } from '../../scripts/backend/statement-limits.mjs';
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
