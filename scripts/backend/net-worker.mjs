// @ts-check
import { errorMessage } from './database.mjs';

const MAX_CONTENT_CHARS = 65_536;

/**
 * @typedef {object} QueuedRequest
 * @property {string} id bigint, as text
 * @property {string} method
 * @property {string} url
 * @property {Record<string, string>} params
 * @property {Record<string, string>} headers
 * @property {Buffer | null} body
 * @property {number} timeout_milliseconds
 */

/**
 * Delivers what the pg_net stand-in queued, the way pg_net's background worker does: only
 * committed requests (it polls from its own connection), each with its timeout, and every
 * outcome (status and body, or the error) recorded in net._http_response.
 * @param {{ sql: import('./database.mjs').Sql, intervalMs?: number, log?: (line: string) => void }} options
 */
export function startNetWorker({ sql, intervalMs = 200, log = () => {} }) {
  /** @type {Set<string>} */
  const inFlight = new Set();
  /** @type {Set<Promise<void>>} */
  const deliveries = new Set();
  const stopping = new AbortController();
  let lastPollError = '';
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let polling = Promise.resolve();

  async function poll() {
    try {
      const requests = /** @type {QueuedRequest[]} */ (
        await sql.query(
          `select id::text, method, url, params, headers, body, timeout_milliseconds
           from net.http_request_queue
           where not (id::text = any($1))
           order by id
           limit 32`,
          [[...inFlight]],
        )
      );
      lastPollError = '';
      for (const queued of requests) {
        inFlight.add(queued.id);
        const delivery = deliver(queued).finally(() => {
          inFlight.delete(queued.id);
          deliveries.delete(delivery);
        });
        deliveries.add(delivery);
      }
    } catch (error) {
      const message = errorMessage(error);
      if (message !== lastPollError) log(`net worker: cannot read the queue: ${message}`);
      lastPollError = message;
    }
  }

  /** @param {QueuedRequest} queued */
  async function deliver(queued) {
    const outcome = await send(queued, stopping.signal);
    if (stopping.signal.aborted) return; // left queued: delivered at the next start
    const target = safeOrigin(queued.url);
    log(
      outcome.error_msg
        ? `net: ${queued.method} ${target} failed: ${outcome.error_msg}`
        : `net: ${queued.method} ${target} -> ${outcome.status_code}`,
    );
    try {
      await sql.query(
        `with sent as (delete from net.http_request_queue where id = $1::bigint)
         insert into net._http_response
           (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1::bigint, $2, $3, $4, $5, $6, $7)
         on conflict (id) do nothing`,
        [
          queued.id,
          outcome.status_code,
          outcome.content_type,
          outcome.headers,
          outcome.content,
          outcome.timed_out,
          outcome.error_msg,
        ],
      );
    } catch (error) {
      log(`net worker: cannot record request ${queued.id}: ${errorMessage(error)}`);
    }
  }

  const schedule = () => {
    timer = setTimeout(() => {
      polling = poll().finally(() => {
        if (!stopping.signal.aborted) schedule();
      });
    }, intervalMs);
  };
  schedule();

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await polling;
      await Promise.all(deliveries);
    },
  };
}

/**
 * @param {QueuedRequest} queued
 * @param {AbortSignal} stopping
 */
async function send(queued, stopping) {
  const timeout = AbortSignal.timeout(queued.timeout_milliseconds);
  try {
    const url = new URL(queued.url);
    for (const [name, value] of Object.entries(queued.params ?? {})) {
      url.searchParams.append(name, String(value));
    }
    const response = await fetch(url, {
      method: queued.method,
      headers: queued.headers,
      body: queued.body ? new Uint8Array(queued.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, stopping]),
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: content.slice(0, MAX_CONTENT_CHARS),
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = timeout.aborted;
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${queued.timeout_milliseconds} ms reached`
        : causeMessage(error),
    };
  }
}

/** fetch reports "fetch failed"; the cause says what happened (ECONNREFUSED, ENOTFOUND...). */
function causeMessage(/** @type {unknown} */ error) {
  const cause = error instanceof Error ? error.cause : undefined;
  return errorMessage(cause ?? error);
}

/** Hook URLs often carry their secret in the path: log only where they go. */
function safeOrigin(/** @type {string} */ url) {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
}
