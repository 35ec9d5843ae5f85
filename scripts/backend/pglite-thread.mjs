// @ts-check
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CliError } from '../lib/cli.mjs';
import { BusyState } from './session-queue.mjs';

const require = createRequire(import.meta.url);

/** @type {Promise<{ pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module }> | undefined} */
let compiled;

/**
 * PGlite's WebAssembly, compiled once per process and shared with every PGlite thread (V8
 * shares the compiled and optimized code): another start or a restart does not begin cold.
 */
function compiledWasm() {
  compiled ??= (async () => {
    const dist = dirname(require.resolve('@electric-sql/pglite'));
    const compile = async (/** @type {string} */ file) =>
      WebAssembly.compile(await readFile(join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}

/**
 * @typedef {object} PgliteThread
 * @property {string} url the superuser's connection URL
 * @property {number} port
 * @property {() => { since: number, loginId: number, request: number } | null} running the
 *   message PGlite runs now (since when, whose login: an index into `logins`, and which API
 *   request's, 0 if none is known), read without the thread's help
 * @property {Promise<string>} exited settles when the thread ends, with why
 * @property {(timeoutMs: number) => Promise<void>} close closes PGlite cleanly, or kills the
 *   thread if it has not within timeoutMs
 * @property {() => Promise<void>} kill ends the thread at once, even mid-statement
 */

/**
 * Opens the PGlite database in `dataDir` in a worker thread and serves it on 127.0.0.1:`port`,
 * so that a long statement blocks that thread, not this one.
 * @param {{ dataDir: string, port: number, logins: string[] }} options logins: the users whose
 *   connections `running` tells apart
 * @returns {Promise<PgliteThread>}
 */
export async function startPgliteThread({ dataDir, port, logins }) {
  const busy = new BusyState();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, port, logins, busy: busy.buffer, wasm: await compiledWasm() },
  });
  let lastError = '';
  worker.on('error', (error) => {
    lastError = error.message;
  });
  /** @type {Promise<string>} */
  const exited = new Promise((resolve) => {
    worker.once('exit', (code) =>
      resolve(lastError ? `${lastError} (exit code ${code})` : `exit code ${code}`),
    );
  });

  /** @type {{ type: string, port?: number, url?: string, message?: string, backendError?: boolean }} */
  const first = await Promise.race([
    new Promise((resolve) => worker.once('message', resolve)),
    exited.then((why) => ({ type: 'failed', message: `the PGlite thread stopped: ${why}` })),
  ]);
  if (first.type !== 'ready') {
    await worker.terminate();
    const message = first.message ?? 'the PGlite thread did not start';
    throw first.backendError ? new CliError(message) : new Error(message);
  }

  return {
    url: /** @type {string} */ (first.url),
    port: /** @type {number} */ (first.port),
    running: () => busy.read(),
    exited,
    async close(timeoutMs) {
      const closed = new Promise((resolve) => {
        worker.on('message', (message) => {
          if (message?.type === 'closed') resolve(undefined);
        });
      });
      worker.postMessage('close');
      const timer = setTimeout(() => void worker.terminate(), timeoutMs);
      await Promise.race([closed, exited]);
      clearTimeout(timer);
      await worker.terminate();
    },
    async kill() {
      await worker.terminate();
    },
  };
}
