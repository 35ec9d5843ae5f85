// @ts-check
import { createServer } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { listenOnLoopback } from '../lib/ports.mjs';
/** @typedef {import('./session-queue.mjs').SessionQueue} SessionQueue */

const MAX_CONNECTIONS = 16;

/**
 * Serves a PGlite database over the Postgres wire protocol on 127.0.0.1 only, so that PostgREST
 * and `pg` clients can reach it. PGlite is one session: connections take turns on it through
 * `queue`, and wait there until the database is open. pglite-socket's handler speaks the
 * protocol; its server is not used, as it cannot be given another queue.
 * @param {SessionQueue} queue
 * @param {number} port 0 picks a free one
 */
export async function startPgliteServer(queue, port) {
  /** @type {Set<PGLiteSocketHandler>} */
  const handlers = new Set();
  const server = createServer((socket) => {
    if (handlers.size >= MAX_CONNECTIONS) {
      socket.end('Too many connections\n');
      return;
    }
    const handler = new PGLiteSocketHandler({
      queryQueue: /** @type {any} */ (queue),
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    void handler.attach(socket);
  });
  const boundPort = await listenOnLoopback(server, port, 'database', 'BACKEND_DB_PORT');
  return {
    url: `postgres://postgres@127.0.0.1:${boundPort}/postgres?sslmode=disable`,
    port: boundPort,
    async stop() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
