// @ts-check
import { curlErrorText } from './curl-errors.mjs';
import { errorMessage } from '../lib/cli.mjs';

const MAX_CONTENT_CHARS = 65_536;
/** pg_net.ttl's default: how long pg_net keeps responses. */
const RESPONSE_TTL = '6 hours';

/**
 * @typedef {object} QueuedRequest
 * @property {string} id bigint, as text
 * @property {string} method
 * @property {string} url params included, as pg_net encodes them
 * @property {Record<string, string> | null} headers
 * @property {Buffer | null} body
 * @property {number} timeout_milliseconds
 */

/**
 * Delivers what the pg_net stand-in queued, the way pg_net's background worker does: only
 * committed requests (it polls from its own connection), each with its timeout, following
 * redirects, every outcome (status and body, or libcurl's error text) recorded in
 * net._http_response, and responses older than pg_net's 6 hours deleted.
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
          `with expired as (
             delete from net._http_response where created < now() - $2::interval
           )
           select id::text, method, url, headers, body, timeout_milliseconds
           from net.http_request_queue
           where not (id::text = any($1))
           order by id
           limit 32`,
          [[...inFlight], RESPONSE_TTL],
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
        `with sent as (delete from net.http_request_queue where id = $1::bigint returning id)
         insert into net._http_response
           (id, status_code, content_type, headers, content, timed_out, error_msg)
         select id, $2, $3, $4, $5, $6, $7 from sent`,
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
    const response = await fetch(new URL(queued.url), {
      method: queued.method,
      headers: queued.headers ?? {},
      // A null body is sent as an empty one (Content-Length: 0), as pg_net does. A Blob, as
      // fetch fails to send a Uint8Array body again after a redirect (Node 22).
      body: queued.body ? new Blob([new Uint8Array(queued.body)]) : undefined,
      redirect: 'follow',
      signal: AbortSignal.any([timeout, stopping]),
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: content ? content.slice(0, MAX_CONTENT_CHARS) : null,
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
        : curlErrorText(error),
    };
  }
}

/** Hook URLs often carry their secret in the path: log only where they go. */
function safeOrigin(/** @type {string} */ url) {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
}
