// @ts-check
// For the gateway: when an API request would have had its statement cancelled on hosted
// Supabase, and what the client would have received then. PGlite cannot cancel a statement:
// the gateway has the local database end it (local-database.mjs) and answers in PostgREST's
// place.
import { API_STATEMENT_TIMEOUT_MS } from './statement-limits.mjs';

/** Past the statement_timeout: the time PostgREST takes around the statement. */
export const DEADLINE_MARGIN_MS = 500;

/**
 * The role a request's JWT names, read without checking the signature (PostgREST checks it;
 * a forged token gets nothing but a different deadline). anon without a readable one.
 * @param {string | undefined} authorization the Authorization header, `Bearer <jwt>`
 */
export function requestRole(authorization) {
  const payload = /^Bearer [^.]+\.([^.]+)\./i.exec(authorization ?? '')?.[1];
  if (!payload) return 'anon';
  try {
    const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof role === 'string' ? role : 'anon';
  } catch {
    return 'anon';
  }
}

/**
 * The statement_timeout a request's statements run under on Supabase: its JWT role's (anon 3 s,
 * authenticated 8 s); any other role runs under authenticator's 8 s.
 * @param {string | undefined} authorization
 */
export function statementTimeoutMs(authorization) {
  const role = requestRole(authorization);
  const timeouts = /** @type {Record<string, number>} */ (API_STATEMENT_TIMEOUT_MS);
  return Object.hasOwn(timeouts, role)
    ? /** @type {number} */ (timeouts[role])
    : API_STATEMENT_TIMEOUT_MS.authenticator;
}

/**
 * How long to wait for PostgREST before answering as Supabase would after cancelling the
 * statement: the role's statement_timeout plus a margin.
 * @param {string | undefined} authorization
 */
export function statementDeadlineMs(authorization) {
  return statementTimeoutMs(authorization) + DEADLINE_MARGIN_MS;
}

/** How often a request that waits for the database is looked at again. */
const RECHECK_MS = 250;

/**
 * @typedef {object} RunningStatement the statement of PostgREST's login the database runs now
 * @property {number} since when it began (epoch ms)
 * @property {number} request the number of the API request it serves (API_REQUEST_HEADER), 0
 *   if none is known
 */

/**
 * What the gateway needs of a database that cannot cancel a statement (local-database.mjs).
 * @typedef {object} StatementControl
 * @property {() => RunningStatement | null} running
 * @property {(request: number, timeoutMs: number) => boolean} end ends the statement that runs
 *   now if it is request number `request`'s and has run `timeoutMs`; whether it did
 */

/**
 * How much longer API request number `request` may go unanswered, given what the database runs
 * now: its own statement may run `timeoutMs`. A request whose statement is not running (the
 * database runs another request's, or is restarting; or PostgREST is busy after it) waits, and
 * is looked at again: on Supabase it would wait for a connection, not be cancelled.
 * @param {number} request
 * @param {number} timeoutMs
 * @param {RunningStatement | null} running
 * @param {number} [now]
 */
export function timeLeft(request, timeoutMs, running, now = Date.now()) {
  if (running?.request !== request) return RECHECK_MS;
  return running.since + timeoutMs - now;
}

/**
 * For armStatementDeadline's `remaining`: how much longer request number `request` may go
 * unanswered, 0 once its statement has run `timeoutMs` and the database has ended it. Ended
 * first, so that the timeout error the client then gets holds: the statement did not complete.
 * @param {number} request
 * @param {number} timeoutMs
 * @param {StatementControl} database
 */
export function statementRemaining(request, timeoutMs, database) {
  const left = timeLeft(request, timeoutMs, database.running());
  if (left > 0) return left;
  return database.end(request, timeoutMs) ? 0 : RECHECK_MS;
}

/**
 * Calls `expire` if PostgREST has not begun to answer `ms` after the request reached it in full
 * (the upload's own time does not count). With `remaining` (`statementRemaining`), that is asked
 * first, and again after the time it says, until it says 0 or less.
 * @param {import('node:http').ClientRequest} proxied the request to PostgREST
 * @param {number} ms from statementDeadlineMs
 * @param {() => void} expire
 * @param {() => number} [remaining] ms still to wait
 */
export function armStatementDeadline(proxied, ms, expire, remaining = () => 0) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const check = () => {
    const wait = remaining();
    if (wait > 0) timer = setTimeout(check, wait);
    else expire();
  };
  proxied.once('finish', () => {
    timer = setTimeout(check, ms);
  });
  const disarm = () => clearTimeout(timer);
  proxied.once('response', disarm);
  proxied.once('close', disarm);
}

/** What PostgREST answers when a statement is cancelled by its timeout (57014 → HTTP 500). */
export const STATEMENT_TIMEOUT_ANSWER = Object.freeze({
  status: 500,
  body: Object.freeze({
    code: '57014',
    details: null,
    hint: null,
    message: 'canceling statement due to statement timeout',
  }),
});
