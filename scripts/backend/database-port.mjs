// @ts-check
import { connect, createServer } from 'node:net';
import { listenOnLoopback } from '../lib/ports.mjs';

/** How long a connection waits for the database to be back before it is refused. */
export const HOLD_MS = 10_000;

/** After a refusal, how long the client has to read it before the connection is closed. */
const LINGER_MS = 2_000;

/**
 * A Postgres ErrorResponse of severity FATAL: what a server sends a client it will not serve,
 * and the client reports ("connection to server … failed: FATAL: <message>").
 * @param {string} code SQLSTATE
 * @param {string} message
 */
export function fatalError(code, message) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * The local database's port, kept by this thread for as long as the backend runs, whatever
 * happens to the PGlite thread behind it. Each connection is passed through to the server of
 * the thread in service (on a port of its own, loopback too); while there is none (PGlite is
 * being restarted), connections are accepted and held, their first bytes unread, until one is
 * back. So a client reconnecting during a restart waits for it instead of being refused, as it
 * would be by a port nobody listens on; past `holdMs` it is refused as Postgres refuses a
 * connection it cannot take yet (FATAL, 57P03), with a message that says why.
 * @param {{ port: number, holdMs?: number }} options port: 0 picks a free one
 */
export async function openDatabasePort({ port, holdMs = HOLD_MS }) {
  /** @type {number | null} the port of the thread in service, null while there is none */
  let target = null;
  /** @type {string | null} why no connection will be served any more */
  let failure = null;
  /** @type {Set<() => void>} held connections, each passed on when called */
  const held = new Set();
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  /** @param {import('node:net').Socket} client @param {string} message */
  const refuse = (client, message) => {
    // Read and dropped, so that closing does not reset the connection before the client reads.
    client.resume();
    client.end(fatalError('57P03', message));
    setTimeout(() => client.destroy(), LINGER_MS).unref();
  };

  /** @param {import('node:net').Socket} client @param {number} to */
  const pass = (client, to) => {
    const upstream = connect({ port: to, host: '127.0.0.1', noDelay: true });
    sockets.add(upstream);
    upstream.on('close', (hadError) => {
      sockets.delete(upstream);
      // The thread closed the connection (a restart, a stop): the client learns it as it would
      // from Postgres, once what was sent before has been passed on.
      if (hadError) client.destroy();
      else client.end();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', (hadError) => {
      if (hadError) upstream.destroy();
      else upstream.end();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  };

  /** @param {import('node:net').Socket} client */
  const serve = (client) => {
    if (client.destroyed) return;
    if (failure !== null) return refuse(client, failure);
    if (target !== null) return pass(client, target);
    const timer = setTimeout(() => {
      held.delete(onBack);
      refuse(
        client,
        `the local database is restarting and was not back within ${holdMs / 1000} s; try again`,
      );
    }, holdMs);
    const onBack = () => {
      clearTimeout(timer);
      serve(client);
    };
    held.add(onBack);
    client.on('close', () => {
      clearTimeout(timer);
      held.delete(onBack);
    });
  };

  const server = createServer({ noDelay: true }, (client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    serve(client);
  });
  const boundPort = await listenOnLoopback(server, port, 'database', 'BACKEND_DB_PORT');
  // Errors after listening (out of file descriptors on accept) must not end the process.
  server.on('error', () => {});

  const wake = () => {
    const waiting = [...held];
    held.clear();
    for (const onBack of waiting) onBack();
  };

  return {
    port: boundPort,
    url: `postgres://postgres@127.0.0.1:${boundPort}/postgres?sslmode=disable`,
    /** New connections wait: the thread in service is about to go. */
    hold() {
      target = null;
    },
    /**
     * Serves connections with the thread listening on `threadPort`, the held ones first.
     * @param {number} threadPort
     */
    release(threadPort) {
      target = threadPort;
      wake();
    },
    /**
     * No thread will serve again: connections, held or new, are refused with `message`.
     * @param {string} message
     */
    fail(message) {
      failure = message;
      wake();
    },
    async close() {
      failure = 'the local database is shutting down';
      wake();
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
