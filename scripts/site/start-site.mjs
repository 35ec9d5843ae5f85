// @ts-check
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CliError } from '../lib/cli.mjs';

const READY_MARKER = 'Site ready on';
const START_TIMEOUT_MS = 5 * 60_000;

/** The site did not come up; the message carries the end of start.mjs's output. */
export class SiteStartError extends CliError {}

/**
 * Starts `npm start --ephemeral` (a throwaway seeded backend, a build, the CDN-like server) for
 * benchmarks, in its own process group (and TMPDIR, which holds its info file), so that stopping
 * it before it is ready (when it has no signal handlers yet) still leaves no PostgREST or astro
 * build running. `stop` is usable at once; `ready` settles when the site serves or failed;
 * `backend()` reads the backend's URL and anon key once it is ready.
 * `args` go to start.mjs as well (e.g. `--seed-file F`).
 * @param {{ port: number, backendPort: number, env?: Record<string, string>, args?: string[] }}
 *   options
 * @returns {Promise<{ stop: () => Promise<void>, ready: Promise<void>,
 *   backend: () => Promise<{ url: string, anonKey: string }> }>}
 */
export async function startSite({ port, backendPort, env = {}, args = [] }) {
  const tmp = await mkdtemp(path.join(tmpdir(), 'migran-bench-site-'));
  const infoFile = path.join(tmp, 'backend.json');
  const child = spawn(
    process.execPath,
    [
      'scripts/start.mjs',
      '--ephemeral',
      '--port',
      String(port),
      '--backend-port',
      String(backendPort),
      '--info-file',
      infoFile,
      ...args,
    ],
    {
      env: { ...process.env, ...env, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // start.mjs prints this once its first build is served. Polling the port instead could get a
  // 200 from whatever else holds it, before start.mjs gives up on EADDRINUSE.
  const announced = new Promise((resolve) =>
    child.stdout.on('data', () => output.includes(READY_MARKER) && resolve(true)),
  );
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        delay(20_000, true, { ref: false }),
      ]);
      if (timedOut) child.kill('SIGKILL');
      await exited;
    }
    try {
      // No pid: spawning failed, so there is no group to stop.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already empty: start.mjs stopped everything it started.
    }
    await rm(tmp, { recursive: true, force: true });
  };

  const ready = Promise.race([
    announced,
    exited.then((code) => `start.mjs exited with ${code}`),
    // Unref'd so that, once the site is up, this pending timer does not keep the process alive.
    delay(START_TIMEOUT_MS, `the site was not ready within ${START_TIMEOUT_MS / 1000} s`, {
      ref: false,
    }),
  ]).then((result) => {
    if (result !== true) {
      throw new SiteStartError(
        `the site failed to start: ${result}\n--- start.mjs output ---\n${output}`,
      );
    }
  });
  const backend = async () => JSON.parse(await readFile(infoFile, 'utf8'));
  return { stop, ready, backend };
}
