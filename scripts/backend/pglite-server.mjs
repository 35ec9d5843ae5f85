// @ts-check
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { assertPortFree } from './ports.mjs';

/**
 * Serves a PGlite database over the Postgres wire protocol on loopback, so that PostgREST and
 * `pg` clients can reach it. PGlite is one session: the socket server multiplexes connections
 * onto it and keeps a transaction's statements together.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {number} port 0 picks a free one
 */
export async function startPgliteServer(db, port) {
  // The socket server's own error on a taken port is not one a person can act on.
  const freePort = await assertPortFree(port, 'database', 'BACKEND_DB_PORT');
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: freePort,
    maxConnections: 16,
  });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${freePort}/postgres?sslmode=disable`,
    stop: () => server.stop(),
  };
}
