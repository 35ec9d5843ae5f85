// @ts-check
// For the gateway: when an API request would have had its statement cancelled on hosted
// Supabase, and what the client would have received then. PGlite cannot cancel a statement,
// so the gateway answers in its place; the database thread ends the statement itself later
// (local-database.mjs).
import { API_STATEMENT_TIMEOUT_MS } from './statement-limits.mjs';

/** Past the statement_timeout: the time PostgREST takes around the statement. */
const MARGIN_MS = 500;

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
 * How long to wait for PostgREST before answering as Supabase would after cancelling the
 * statement: the role's statement_timeout (anon 3 s, authenticated 8 s; any other role runs
 * under authenticator's 8 s), plus a margin.
 * @param {string | undefined} authorization
 */
export function statementDeadlineMs(authorization) {
  const role = requestRole(authorization);
  const timeouts = /** @type {Record<string, number>} */ (API_STATEMENT_TIMEOUT_MS);
  return (timeouts[role] ?? API_STATEMENT_TIMEOUT_MS.authenticator) + MARGIN_MS;
}

/**
 * Calls `expire` if PostgREST has not begun to answer `ms` after the request reached it in full
 * (the upload's own time does not count).
 * @param {import('node:http').ClientRequest} proxied the request to PostgREST
 * @param {number} ms from statementDeadlineMs
 * @param {() => void} expire
 */
export function armStatementDeadline(proxied, ms, expire) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  proxied.once('finish', () => {
    timer = setTimeout(expire, ms);
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
