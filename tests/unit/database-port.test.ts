import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabasePort } from '../../scripts/backend/database-port.mjs';

// The port in front of the PGlite thread, with a stand-in for the thread's server: an echo.
type DatabasePort = Awaited<ReturnType<typeof openDatabasePort>>;
const opened: DatabasePort[] = [];
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((port) => port.close()));
  for (const server of servers.splice(0)) {
    server.close();
  }
});

async function open(holdMs = 10_000) {
  const port = await openDatabasePort({ port: 0, holdMs });
  opened.push(port);
  return port;
}

/** A server that sends back what it gets; its port. */
async function echoServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.pipe(socket);
  });
  servers.push(server);
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** Connects to `port`, sends `text`, and resolves with what comes back before the close. */
function exchange(port: number, text: string, { closeAfterMs = 500 } = {}) {
  return new Promise<string>((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      setTimeout(() => socket.end(), closeAfterMs);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

describe('the database port', () => {
  it('passes connections through to the thread in service', async () => {
    const port = await open();
    port.release(await echoServer());
    expect(await exchange(port.port, 'hallo')).toBe('hallo');
  });

  it('holds a connection made while there is none, and passes it on once one is back', async () => {
    const port = await open();
    port.hold();
    const answer = exchange(port.port, 'ditahan', { closeAfterMs: 800 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    port.release(await echoServer());
    expect(await answer).toBe('ditahan');
  });

  it('refuses a connection held too long as Postgres does one it cannot take yet', async () => {
    const port = await open(200);
    port.hold();
    const client = new pg.Client({ host: '127.0.0.1', port: port.port, user: 'postgres' });
    client.on('error', () => {});
    const error = await client.connect().then(
      () => null,
      (failure: Error & { code?: string }) => failure,
    );
    expect(error?.code).toBe('57P03');
    expect(error?.message).toBe(
      'the local database is restarting and was not back within 0.2 s; try again',
    );
  });

  it('refuses every connection once the database cannot come back', async () => {
    const port = await open();
    port.hold();
    const client = new pg.Client({ host: '127.0.0.1', port: port.port, user: 'postgres' });
    client.on('error', () => {});
    const failed = client.connect().catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    port.fail('the local database stopped: PGlite could not be restarted');
    expect(await failed).toBe('the local database stopped: PGlite could not be restarted');
  });

  it('says which port is taken, and which variable changes it', async () => {
    const port = await open();
    await expect(openDatabasePort({ port: port.port })).rejects.toThrow(
      `Port ${port.port} on 127.0.0.1 (database) is already in use. Stop what is using it or choose another port with BACKEND_DB_PORT.`,
    );
  });
});
