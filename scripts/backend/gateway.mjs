// @ts-check
import { Agent, createServer, request } from 'node:http';
import { listenOnLoopback } from './ports.mjs';

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
 * @param {Record<string, string>} cors
 * @param {string} message
 */
function sendJson(res, status, cors, message) {
  res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message }));
}

/**
 * The local stand-in for Supabase's API gateway: checks the API key, answers CORS, and routes
 * /rest/v1/* to PostgREST with the prefix removed. Listens before PostgREST is up (so a taken
 * port is reported at once) and answers 503 until `setUpstream` is called.
 * @param {{ apiKeys: () => string[] }} options keys read per request: known only after startup
 */
export function createGateway({ apiKeys }) {
  /** @type {URL | null} */
  let upstream = null;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });

  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    const url = new URL(req.url ?? '/', 'http://gateway');

    if (url.pathname !== REST_PREFIX && !url.pathname.startsWith(`${REST_PREFIX}/`)) {
      return sendJson(res, 404, cors, 'no Route matched with those values');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }

    const apiKey = req.headers.apikey ?? url.searchParams.get('apikey');
    if (!apiKey) return sendJson(res, 401, cors, 'No API key found in request');
    if (typeof apiKey !== 'string' || !apiKeys().includes(apiKey)) {
      return sendJson(res, 401, cors, 'Invalid API key');
    }
    if (!upstream) return sendJson(res, 503, cors, 'The local backend is still starting');

    url.searchParams.delete('apikey');
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...req.headers, host: upstream.host };
    delete headers.apikey;
    headers.authorization ??= `Bearer ${apiKey}`;

    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: (url.pathname.slice(REST_PREFIX.length) || '/') + url.search,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) sendJson(res, 502, cors, 'PostgREST is not reachable');
      else res.destroy();
    });
    req.pipe(proxied);
  });

  return {
    /**
     * @param {number} port
     * @returns {Promise<number>}
     */
    listen: (port) => listenOnLoopback(server, port, 'API gateway', 'BACKEND_PORT'),
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
