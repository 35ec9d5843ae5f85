import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDatabase } from '../../scripts/backend/local-database.mjs';
import { API_LOGIN, API_REQUEST_HEADER } from '../../scripts/backend/statement-limits.mjs';
import { onPglite, waitFor } from './support';

type LocalDatabase = Awaited<ReturnType<typeof startLocalDatabase>>;

/** A connection that may be cut (a restart): its errors are returned, not thrown. */
async function connect(url: string, user = 'postgres') {
  const client = new pg.Client({ connectionString: url.replace('postgres@', `${user}@`) });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work().then(
    () => 'done',
    (error: Error) => error.message,
  );
  return { outcome, ms: performance.now() - started };
};

// The PGlite thread itself, with short limits; the whole backend is in busy-database.test.ts.
describe.skipIf(!onPglite)('the local database', () => {
  let dataDir = '';
  let database: LocalDatabase;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'migran-db-thread-'));
    database = await startLocalDatabase({
      dataDir,
      port: 0,
      limits: { apiMs: 300, otherMs: 60_000 },
      log: (line) => lines.push(line),
    });
    const owner = await connect(database.url);
    await owner.query('create table kept (n int)');
    await owner.end();
  });
  afterAll(async () => {
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("restarts PGlite when an API statement outlasts the API's limit, keeping what was committed", async () => {
    const owner = await connect(database.url);
    await owner.query('insert into kept values (1)');
    await owner.end();

    const api = await connect(database.url, API_LOGIN);
    await api.query('begin');
    await api.query('insert into kept values (2)');
    const { outcome, ms } = await timed(() => api.query('select pg_sleep(30)'));
    expect(outcome).toMatch(/Connection terminated/);
    expect(ms).toBeGreaterThan(1_000);
    // Ended at the API's limit (plus the check's grace): not after the 30 s the statement asks
    // for, nor at the 60 s limit of other logins.
    expect(ms).toBeLessThan(5_000);
    expect(lines[0]).toMatch(/^database: an API statement .* has run for /);

    // At once, while PGlite is being restarted: the port takes the connection and holds it.
    const restarted = () => lines.some((line) => /PGlite was restarted/.test(line));
    expect(restarted()).toBe(false);
    const again = await connect(database.url);
    const { rows } = await again.query('select n from kept order by n');
    expect(rows).toEqual([{ n: 1 }]); // the open transaction was rolled back
    expect(restarted()).toBe(true);
    await again.end();
  });

  it('ends, when told to, the statement of an API request that has run past its timeout', async () => {
    lines.length = 0;
    const api = await connect(database.url, API_LOGIN);
    await api.query('begin');
    // As PostgREST begins each request's transaction: its headers, the gateway's number among them.
    await api.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ accept: '*/*', [API_REQUEST_HEADER]: '41' }),
    ]);
    const sleeping = timed(() => api.query('select pg_sleep(30)'));
    const running = await waitFor(async () => database.runningApiStatement() ?? undefined);
    expect(running.request).toBe(41);
    expect(database.endApiStatement(41, 60_000)).toBe(false); // not yet past it
    expect(database.endApiStatement(40, 200)).toBe(false); // another request's
    await waitFor(async () => (Date.now() - running.since > 200 ? true : undefined));
    expect(database.endApiStatement(41, 200)).toBe(true);
    expect((await sleeping).outcome).toMatch(/Connection terminated/);
    expect(lines[0]).toMatch(
      /^database: an API request's statement has run for .*, past its role's statement_timeout of 0\.2 s/,
    );
    await waitFor(async () => lines.some((line) => /PGlite was restarted/.test(line)) || undefined);
  });

  it('lets statements of other logins run past the API limit', async () => {
    const owner = await connect(database.url);
    // Past 0.3 s and the second of grace.
    const { outcome, ms } = await timed(() => owner.query('select pg_sleep(1.6)'));
    expect(outcome).toBe('done');
    expect(ms).toBeGreaterThan(1_600);
    await owner.end();
  });

  it('says which port is taken, and which variable changes it', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startLocalDatabase({ dataDir: join(dataDir, 'unused'), port })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 (database) is already in use. Stop what is using it or choose another port with BACKEND_DB_PORT.`,
      );
    } finally {
      taken.close();
    }
  });
});
