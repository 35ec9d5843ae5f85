// @ts-check
import { Agent, request, STATUS_CODES } from 'node:http';
import { pipeline } from 'node:stream';
import { parseRequestTarget } from '../lib/request-target.mjs';
import { createGuardedServer } from '../lib/server-guard.mjs';
import { announcesTooLarge, discardRest, limitBytes, MAX_BODY_BYTES } from './body-limit.mjs';
import { listenOnLoopback } from '../lib/ports.mjs';

const REST_PREFIX = '/rest/v1';

// When a preflight names no headers; otherwise, like Supabase's gateway (Kong's cors plugin),
// whatever the browser asks for is allowed.
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-publish-key';

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
 * early (the limit, PostgREST unreachable, the client leaving) drops the upstream request; the
 * rest of the body is then read only to be dropped, briefly (`discardRest`).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} cors
 * @param {import('node:http').RequestOptions} options
 */
function forward(req, res, cors, options) {
  const proxied = request(options);
  const limiter = limitBytes(MAX_BODY_BYTES);
  let ended = false;
  /** @param {() => void} answer what to send if no answer has begun */
  const endEarly = (answer) => {
    if (ended) return;
    ended = true;
    req.unpipe(limiter);
    proxied.destroy();
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    answer();
    discardRest(req);
  };
  proxied.on('response', (answer) => {
    if (ended) {
      answer.destroy();
      return;
    }
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
    pipeline(answer, res, (error) => {
      if (error) res.destroy();
    });
  });
  proxied.on('error', () =>
    endEarly(() => sendError(res, 502, cors, 'PostgREST is not reachable')),
  );
  limiter.on('error', () => endEarly(() => sendTooLarge(res, cors)));
  res.on('close', () => {
    if (!res.writableFinished) endEarly(() => {});
  });
  req.pipe(limiter).pipe(proxied);
}

/**
 * The local stand-in for Supabase's API gateway: checks the API key, answers CORS, and routes
 * /rest/v1/* to PostgREST with the prefix removed, refusing bodies over MAX_BODY_BYTES with 413.
 * Listens before PostgREST is up (so a taken port is reported at once) and answers 503 until
 * `setUpstream` is called. A malformed request gets 400 and a failure 500 or 502: no request
 * stops the gateway.
 * @param {{ apiKeys: () => string[] }} options keys read per request: known only after startup
 */
export function createGateway({ apiKeys }) {
  /** @type {URL | null} */
  let upstream = null;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = (req, res) => {
    const cors = corsHeaders(req);
    const url = parseRequestTarget(req.url);
    if (!url) return sendError(res, 400, cors, 'Bad request');

    if (url.pathname !== REST_PREFIX && !url.pathname.startsWith(`${REST_PREFIX}/`)) {
      return sendError(res, 404, cors, 'no Route matched with those values');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }

    const apiKey = req.headers.apikey ?? url.searchParams.get('apikey');
    if (!apiKey) return sendError(res, 401, cors, 'No API key found in request');
    if (typeof apiKey !== 'string' || !apiKeys().includes(apiKey)) {
      return sendError(res, 401, cors, 'Invalid API key');
    }
    if (!upstream) return sendError(res, 503, cors, 'The local backend is still starting');
    if (announcesTooLarge(req, MAX_BODY_BYTES)) {
      sendTooLarge(res, cors);
      return discardRest(req);
    }

    url.searchParams.delete('apikey');
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...req.headers, host: upstream.host };
    delete headers.apikey;
    headers.authorization ??= `Bearer ${apiKey}`;

    forward(req, res, cors, {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: (url.pathname.slice(REST_PREFIX.length) || '/') + url.search,
      headers,
      agent,
    });
  };

  const server = createGuardedServer(handle, {
    name: 'API gateway',
    answer: (res, status) =>
      sendError(res, status, corsHeaders(res.req), STATUS_CODES[status] ?? ''),
    headers: { 'Access-Control-Allow-Origin': '*' },
  });

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
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
