// @ts-check
import { Agent, request, STATUS_CODES } from 'node:http';
import { pipeline } from 'node:stream';
import { parseRequestTarget } from '../lib/request-target.mjs';
import { errorMessage } from '../lib/cli.mjs';
import { answerOnSocket, createGuardedServer } from '../lib/server-guard.mjs';
import {
  announcesTooLarge,
  continueIfExpected,
  discardRest,
  limitBytes,
  MAX_BODY_BYTES,
} from './body-limit.mjs';
import { listenOnLoopback } from '../lib/ports.mjs';
import { API_REQUEST_HEADER } from './statement-limits.mjs';
import { STORAGE_PREFIX } from './storage-api.mjs';
import {
  armStatementDeadline,
  DEADLINE_MARGIN_MS,
  STATEMENT_TIMEOUT_ANSWER,
  statementRemaining,
} from './statement-deadline.mjs';

/** @typedef {Awaited<ReturnType<typeof import('./storage-api.mjs').createStorageApi>>} StorageApi */

const REST_PREFIX = '/rest/v1';

/** Headers about one connection (RFC 9110 §7.6.1), never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'expect',
];

/**
 * The longest request target the gateway forwards; a longer one gets 414. PostgREST repeats the
 * target in its answer's Content-Location, each character it escapes taking 3 bytes there: past
 * 5 KiB of them, that header outgrew what the gateway read (16 KiB) and the client got 502.
 */
export const MAX_TARGET_BYTES = 8 * 1024;
/** What the gateway reads of PostgREST's answer head: Content-Location of up to 3 × 8 KiB. */
const MAX_ANSWER_HEAD_BYTES = 64 * 1024;

// When a preflight names no headers; otherwise, like Supabase's gateway (Kong's cors plugin),
// whatever the browser asks for is allowed.
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-publish-key';

/** What the gateway's own answers (not PostgREST's) carry, wherever they are written. */
const ownAnswerHeaders = { 'Access-Control-Allow-Origin': '*' };

/** @param {import('node:http').IncomingMessage} req */
function corsHeaders(req) {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    'access-control-expose-headers':
      'content-range, content-location, location, preference-applied, range-unit',
    'access-control-max-age': '3600',
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {object} body
 */
function sendJson(res, status, headers, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * An error of the gateway's own, in the shape Supabase's gateway uses.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} cors
 * @param {string} message
 */
const sendError = (res, status, cors, message) => sendJson(res, status, cors, { message });

/**
 * 413 in PostgREST's error shape, so supabase-js reads it as any other refusal.
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} cors
 */
function sendTooLarge(res, cors) {
  sendJson(res, 413, cors, {
    code: 'request_body_too_large',
    details: `The API accepts request bodies of up to ${MAX_BODY_BYTES / 1024 / 1024} MiB.`,
    hint: null,
    message: 'Request body too large',
  });
}

/**
 * Sends the request to PostgREST and its answer back, the body counted as it streams: one over
 * MAX_BODY_BYTES is cut off (413) before PostgREST has parsed it. Whatever ends the exchange
 * early (the limit, PostgREST unreachable, the client leaving mid-upload) drops the upstream
 * request; the rest of the body is then read only to be dropped, briefly (`discardRest`).
 *
 * With `statement` (where the database cannot cancel a statement), the request is numbered for
 * the database (API_REQUEST_HEADER), and once its own statement has run for its role's
 * statement_timeout without PostgREST answering, the database is told to end that statement and
 * the client gets what PostgREST answers for a cancelled one (500, 57014). A request waiting
 * for the database meanwhile (behind another's statement, or a restart) waits on. The request
 * to PostgREST is kept when the gateway answers in its place, and when the client leaves after
 * sending it whole, so that its statement is ended in time all the same; PostgREST's late
 * answer is read and dropped.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} cors
 * @param {import('node:http').RequestOptions} options
 * @param {{ number: number, timeoutMs: number,
 *   database?: import('./statement-deadline.mjs').StatementControl } | null} statement
 */
function forward(req, res, cors, options, statement) {
  const proxied = request(options);
  if (statement) proxied.setHeader(API_REQUEST_HEADER, String(statement.number));
  const limiter = limitBytes(MAX_BODY_BYTES);
  let ended = false;
  /**
   * @param {() => void} answer what to send if no answer has begun
   * @param {boolean} [keepUpstream] leave the request to PostgREST to run to its end
   */
  const endEarly = (answer, keepUpstream = false) => {
    if (ended) return;
    ended = true;
    req.unpipe(limiter);
    if (!keepUpstream) proxied.destroy();
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    answer();
    discardRest(req);
  };
  proxied.on('response', (answer) => {
    if (ended) {
      // Late: the client was answered already, or left. Read to its end, and dropped.
      answer.on('error', () => {});
      answer.resume();
      return;
    }
    try {
      const headers = { ...answer.headers, ...cors };
      // Whether the client's connection stays open is the client's and Node's to decide.
      for (const name of HOP_BY_HOP) delete headers[name];
      res.writeHead(answer.statusCode ?? 502, headers);
    } catch (error) {
      // An answer PostgREST sent that we cannot pass on: its socket is freed all the same.
      console.error(`API gateway: passing PostgREST's answer on failed: ${errorMessage(error)}`);
      answer.on('error', () => {});
      answer.resume();
      res.destroy();
      return;
    }
    pipeline(answer, res, (error) => {
      if (error) res.destroy();
    });
  });
  proxied.on('error', () =>
    endEarly(() => sendError(res, 502, cors, 'PostgREST is not reachable')),
  );
  limiter.on('error', () => endEarly(() => sendTooLarge(res, cors)));
  res.on('close', () => {
    if (!res.writableFinished) endEarly(() => {}, statement !== null && proxied.writableFinished);
  });
  if (statement) {
    const { number, timeoutMs, database } = statement;
    // Knowing when its statement began, the database's timeout exactly; else, a margin for the
    // time PostgREST takes around it.
    armStatementDeadline(
      proxied,
      database ? timeoutMs : timeoutMs + DEADLINE_MARGIN_MS,
      () =>
        endEarly(
          () => sendJson(res, STATEMENT_TIMEOUT_ANSWER.status, cors, STATEMENT_TIMEOUT_ANSWER.body),
          true,
        ),
      database && (() => statementRemaining(number, timeoutMs, database)),
    );
  }
  req.pipe(limiter).pipe(proxied);
}

/**
 * The local stand-in for Supabase's API gateway: checks the API key, answers CORS, routes
 * /storage/v1/* to the Storage stand-in (storage-api.mjs; public reads need no key), and
 * /rest/v1/* to PostgREST with the prefix removed, refusing bodies over MAX_BODY_BYTES with 413
 * and request targets over MAX_TARGET_BYTES with 414. Listens before PostgREST is up (so a taken
 * port is reported at once) and answers 503 until `setUpstream` is called. A malformed request
 * gets 400 and a failure 500 or 502: no request stops the gateway.
 * @param {object} options
 * @param {() => string[]} options.apiKeys read per request: known only after startup
 * @param {(authorization: string | undefined) => number} [options.statementTimeoutMs] where the
 *   database cannot cancel a statement (PGlite): the statement_timeout of a request's role, past
 *   which the gateway answers in PostgREST's place (see `forward`)
 * @param {import('./statement-deadline.mjs').StatementControl} [options.database] with
 *   statementTimeoutMs: what the database runs, and a way to end it (see `forward`)
 */
export function createGateway({ apiKeys, statementTimeoutMs, database }) {
  /** @type {URL | null} */
  let upstream = null;
  /** @type {StorageApi | null} */
  let storage = null;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let lastRequest = 0;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = (req, res) => {
    const cors = corsHeaders(req);
    /**
     * Answers before the body is read; what the client still sends is read only briefly, and
     * dropped (left to Node, it would be read to its end, however long).
     * @param {number} status
     * @param {string} message
     */
    const refuse = (status, message) => {
      sendError(res, status, cors, message);
      discardRest(req);
    };
    const url = parseRequestTarget(req.url);
    if (!url) return refuse(400, 'Bad request');

    const under = (/** @type {string} */ prefix) =>
      url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    const toStorage = under(STORAGE_PREFIX);
    if (!under(REST_PREFIX) && !toStorage) {
      return refuse(404, 'no Route matched with those values');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return discardRest(req);
    }

    const storagePath = url.pathname.slice(STORAGE_PREFIX.length);
    // A public object is read by its address alone, as an <img> reads it.
    const publicRead =
      toStorage &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      /^\/object\/public\//.test(storagePath);
    const apiKey = req.headers.apikey ?? url.searchParams.get('apikey');
    if (!publicRead) {
      if (!apiKey) return refuse(401, 'No API key found in request');
      if (typeof apiKey !== 'string' || !apiKeys().includes(apiKey)) {
        return refuse(401, 'Invalid API key');
      }
    }
    if (toStorage) {
      if (!storage) return refuse(503, 'The local backend is still starting');
      // The Storage stand-in says continue itself, once its checks and the policies let the
      // upload through.
      for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
      if (typeof apiKey === 'string') req.headers.authorization ??= `Bearer ${apiKey}`;
      return storage.handle(req, res, storagePath);
    }
    if (!upstream) return refuse(503, 'The local backend is still starting');
    if (announcesTooLarge(req, MAX_BODY_BYTES)) {
      sendTooLarge(res, cors);
      return discardRest(req);
    }

    continueIfExpected(req, res);
    // Only if there: deleting writes the whole query again, form-encoded (`(` as `%28`).
    if (url.searchParams.has('apikey')) url.searchParams.delete('apikey');
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...req.headers, host: upstream.host };
    delete headers.apikey;
    // Hop-by-hop: meant for this connection, not PostgREST's. The gateway has answered an
    // `Expect: 100-continue` itself (above); passed on, PostgREST's own 100 would reach Node's
    // client as a second answer to the same request.
    for (const name of HOP_BY_HOP) delete headers[name];
    headers.authorization ??= `Bearer ${apiKey}`;

    const statement = statementTimeoutMs
      ? {
          number: (lastRequest += 1),
          timeoutMs: statementTimeoutMs(String(headers.authorization)),
          database,
        }
      : null;
    forward(
      req,
      res,
      cors,
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: (url.pathname.slice(REST_PREFIX.length) || '/') + url.search,
        headers,
        agent,
        maxHeaderSize: MAX_ANSWER_HEAD_BYTES,
      },
      statement,
    );
  };

  const server = createGuardedServer(handle, {
    name: 'API gateway',
    answer: (res, status) => {
      sendError(
        res,
        status,
        corsHeaders(res.req),
        status === 414
          ? `URI Too Long: the API takes request targets of up to ${MAX_TARGET_BYTES / 1024} KiB`
          : (STATUS_CODES[status] ?? ''),
      );
      discardRest(res.req);
    },
    headers: ownAnswerHeaders,
    maxTargetBytes: MAX_TARGET_BYTES,
  });
  // A CONNECT (a proxy's tunnel) reaches no request handler: Node hands its socket over here,
  // and would close it without a word.
  server.on('connect', (_req, socket) =>
    answerOnSocket(socket, 400, ownAnswerHeaders, {
      body: JSON.stringify({ message: 'Bad Request' }),
      type: 'application/json; charset=utf-8',
    }),
  );

  return {
    /**
     * @param {number} port
     * @returns {Promise<number>}
     */
    async listen(port) {
      const bound = await listenOnLoopback(server, port, 'API gateway', 'BACKEND_PORT');
      // Errors after listening (e.g. out of file descriptors on accept) must not end the process.
      server.on('error', (error) => console.error(`API gateway: ${error.message}`));
      return bound;
    },
    /** @param {string} url PostgREST's address */
    setUpstream(url) {
      upstream = new URL(url);
    },
    /** @param {StorageApi} api the Storage stand-in, once the database is ready */
    setStorage(api) {
      storage = api;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
