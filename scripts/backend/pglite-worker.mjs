// @ts-check
// The body of the PGlite thread (see pglite-thread.mjs): serves the database on loopback. A
// statement runs synchronously in WebAssembly, so it blocks only this thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { CliError } from '../lib/cli.mjs';
import { pgliteExtensions } from './pglite-extensions.mjs';
import { startPgliteServer } from './pglite-server.mjs';
import { BusyState, SessionQueue } from './session-queue.mjs';

/**
 * @type {{ dataDir: string, port: number, logins: string[], busy: SharedArrayBuffer,
 *   wasm: { pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module } }}
 */
const { dataDir, port, logins, busy, wasm } = workerData;
const parent = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

async function main() {
  const queue = new SessionQueue({ busy: new BusyState(busy), logins });
  // Listening before the database is open: after a restart, clients reconnect at once and wait.
  const server = await startPgliteServer(queue, port);
  try {
    const db = await PGlite.create({ dataDir, ...wasm, extensions: pgliteExtensions });
    queue.open(db);
    parent.on('message', async (message) => {
      if (message !== 'close') return;
      await server.stop();
      await db.close();
      parent.postMessage({ type: 'closed' });
    });
    parent.postMessage({ type: 'ready', port: server.port, url: server.url });
  } catch (error) {
    await server.stop();
    throw error;
  }
}

main().catch((error) => {
  parent.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    backendError: error instanceof CliError,
  });
});
