// @ts-check
import { errorMessage } from '../lib/cli.mjs';
import { HOLD_MS, openDatabasePort } from './database-port.mjs';
import { startPgliteThread } from './pglite-thread.mjs';
import {
  API_LOGIN,
  API_STATEMENT_TIMEOUT_MS,
  GLOBAL_STATEMENT_TIMEOUT_MS,
} from './statement-limits.mjs';

/** How long past its limit a statement may still run: the check's own delay. */
const GRACE_MS = 1_000;
const CHECK_EVERY_MS = 250;
/** At stop, a statement that has run this long is not waited for... */
const STOP_WAIT_MS = 500;
/** ...and the database that has not closed in this long is not either. */
const CLOSE_WAIT_MS = 3_000;

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {object} Limits
 * @property {number} apiMs for statements of PostgREST's login (authenticator)
 * @property {number} otherMs for everyone else's
 */

/** Supabase's: authenticator's statement_timeout for the API, the global limit for the rest. */
export const SUPABASE_LIMITS = Object.freeze({
  apiMs: API_STATEMENT_TIMEOUT_MS.authenticator,
  otherMs: GLOBAL_STATEMENT_TIMEOUT_MS,
});

/**
 * The local PGlite database, in a thread of its own, on 127.0.0.1. PGlite cannot cancel a
 * statement, so one that outlasts its limit (plus a second) is ended the only way there is:
 * the thread is killed and PGlite reopened behind the same port. Committed data survives that:
 * PGlite writes each commit's WAL to its file before acknowledging it, so this is a crash that
 * Postgres recovers from (fsync is off: not so for a power cut). Open transactions are rolled
 * back and connections dropped; clients reconnect at once, and the port (this thread's, see
 * database-port.mjs) holds them until PGlite is back, for `holdMs` at most.
 * @param {object} options
 * @param {string} options.dataDir
 * @param {number} options.port 0 picks a free one (kept across restarts)
 * @param {Limits} [options.limits]
 * @param {number} [options.holdMs] how long a connection may wait for a restart
 * @param {(line: string) => void} [options.log]
 */
export async function startLocalDatabase({
  dataDir,
  port,
  limits = SUPABASE_LIMITS,
  holdMs = HOLD_MS,
  log = () => {},
}) {
  const logins = [API_LOGIN];
  const front = await openDatabasePort({ port, holdMs });
  /** @type {Awaited<ReturnType<typeof startPgliteThread>>} */
  let thread;
  try {
    thread = await startPgliteThread({ dataDir, port: 0, logins });
  } catch (error) {
    await front.close();
    throw error;
  }
  front.release(thread.port);
  /** @type {Promise<void> | null} */
  let restarting = null;
  let stopped = false;

  /** @type {(reason: string) => void} */
  let fail = () => {};
  /** @type {Promise<string>} */
  const failure = new Promise((resolve) => {
    fail = (reason) => {
      front.fail(`the local database stopped: ${reason}`);
      resolve(reason);
    };
  });
  const watchExit = (/** @type {typeof thread} */ watched) => {
    void watched.exited.then((why) => {
      const expected = stopped || restarting || watched !== thread;
      if (!expected) fail(`PGlite stopped unexpectedly (${why}).`);
    });
  };
  watchExit(thread);

  const restart = async (/** @type {string} */ why) => {
    const started = performance.now();
    // Before the thread goes: whoever connects from now on waits for the next one.
    front.hold();
    log(`database: ${why}; PGlite cannot cancel a statement: restarting it`);
    await thread.kill();
    try {
      thread = await startPgliteThread({ dataDir, port: 0, logins });
      watchExit(thread);
      front.release(thread.port);
      log(
        `database: PGlite was restarted in ${seconds(performance.now() - started)} ` +
          '(open transactions rolled back, committed data kept)',
      );
    } catch (error) {
      fail(`PGlite could not be restarted: ${errorMessage(error)}`);
    }
  };

  /** @param {string} why */
  const beginRestart = (why) => {
    restarting = restart(why).finally(() => {
      restarting = null;
    });
  };

  const timer = setInterval(() => {
    const running = thread.running();
    if (!running || restarting || stopped) return;
    const api = running.loginId === 0;
    const limitMs = api ? limits.apiMs : limits.otherMs;
    const ranMs = Date.now() - running.since;
    if (ranMs <= limitMs + GRACE_MS) return;
    const what = api ? `an API statement (${API_LOGIN}'s)` : 'a statement';
    beginRestart(`${what} has run for ${seconds(ranMs)}, past its limit of ${seconds(limitMs)}`);
  }, CHECK_EVERY_MS);
  timer.unref();

  return {
    url: front.url,
    failure,
    /**
     * The statement of PostgREST's login PGlite runs now: since when, and for which API request.
     * @returns {import('./statement-deadline.mjs').RunningStatement | null}
     */
    runningApiStatement() {
      const running = restarting ? null : thread.running();
      return running?.loginId === 0 ? { since: running.since, request: running.request } : null;
    },
    /**
     * Ends the statement PGlite runs now if it serves API request number `request` (the
     * gateway's, statement-deadline.mjs) and has run `timeoutMs`, its role's statement_timeout:
     * the thread is killed at once, so it cannot complete. Whether it was.
     * @param {number} request
     * @param {number} timeoutMs
     */
    endApiStatement(request, timeoutMs) {
      const running = restarting || stopped ? null : thread.running();
      if (running?.loginId !== 0 || running.request !== request) return false;
      const ranMs = Date.now() - running.since;
      if (ranMs < timeoutMs) return false;
      beginRestart(
        `an API request's statement has run for ${seconds(ranMs)}, ` +
          `past its role's statement_timeout of ${seconds(timeoutMs)}`,
      );
      return true;
    },
    /**
     * Closes PGlite, rolling back open transactions; a statement that has run for a while is
     * not waited for, nor one that would hold the close up for long.
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
      const running = thread.running();
      if (running && Date.now() - running.since > STOP_WAIT_MS) await thread.kill();
      else await thread.close(CLOSE_WAIT_MS);
      await front.close();
    },
  };
}
