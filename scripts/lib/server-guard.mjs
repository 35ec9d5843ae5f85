// @ts-check
import { createServer, STATUS_CODES } from 'node:http';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse<Request>} Response
 */

/**
 * An HTTP server on which no request can end the process, and whose every answer is made by
 * the caller's code or carries the caller's headers, even the answers Node makes by itself:
 * - whatever `handler` throws or rejects with is logged and answered with `answer(res, 500)`,
 *   or, once an answer has begun, by closing the connection;
 * - errors of a response (a write after the client left) are logged, never thrown;
 * - a request Node's parser refuses before any handler runs (a malformed request line, headers
 *   over 16 KiB, invalid characters) is answered as Node would (400, 431, 413 or 408) but with
 *   `headers`;
 * - an HTTP/1.1 request without Host (400) and an unknown `Expect` (417) go to `answer`;
 * - `Expect: 100-continue` is the handler's to answer: no 100 is sent unless it calls
 *   `res.writeContinue()`;
 * - with `maxTargetBytes`, a request target longer than that goes to `answer` with 414 (URI Too
 *   Long): the parser then reads request heads of up to 64 KiB, so that a long request line is
 *   told from long headers, which are still refused over 16 KiB (431). A head over 64 KiB is
 *   refused by the parser (431).
 * @param {(req: Request, res: Response) => unknown} handler
 * @param {{ name: string, answer: (res: Response, status: number) => void,
 *   headers: Record<string, string>, maxTargetBytes?: number }} options
 */
export function createGuardedServer(handler, { name, answer, headers, maxTargetBytes }) {
  const limits = maxTargetBytes === undefined ? {} : { maxHeaderSize: MAX_HEAD_BYTES };
  const server = createServer({ requireHostHeader: false, ...limits }, (req, res) => {
    res.on('error', (error) => console.error(`${name}: answering ${req.url}: ${error.message}`));
    if (maxTargetBytes !== undefined) {
      if ((req.url ?? '').length > maxTargetBytes) return answer(res, 414);
      if (headerFieldBytes(req) > MAX_HEADER_FIELDS_BYTES) return answer(res, 431);
    }
    // RFC 9112 §3.2, which Node would enforce with an answer of its own, without `headers`.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) {
      res.shouldKeepAlive = false;
      answer(res, 400);
      return;
    }
    new Promise((resolve) => resolve(handler(req, res))).catch((error) => {
      console.error(`${name}: ${req.method} ${req.url} failed: ${error?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else answer(res, 500);
    });
  });
  server.on('checkExpectation', (_req, res) => answer(res, 417));
  // `Expect: 100-continue` goes to the handler as any request, without Node's automatic
  // 100 Continue: a server that reads the body says so first (res.writeContinue()), and one
  // that answers without reading it (a refusal, a page) just answers, as RFC 9110 §10.1.1 lets
  // it.
  server.on('checkContinue', (req, res) => server.emit('request', req, res));
  answerClientErrors(server, headers);
  return server;
}

/** Node's own limit on a request's head, kept for the header fields alone where it is raised. */
const MAX_HEADER_FIELDS_BYTES = 16 * 1024;
/** How much of a request's head is read where the request target has a limit of its own. */
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * The size of a request's header fields as sent (`name: value` and CRLF each).
 * @param {Request} req
 */
function headerFieldBytes(req) {
  let bytes = 0;
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    bytes += (req.rawHeaders[i]?.length ?? 0) + (req.rawHeaders[i + 1]?.length ?? 0) + 4;
  }
  return bytes;
}

/** @type {Record<string, number>} */
const statusOfClientError = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** How long a refused connection stays open so that its client can read the answer. */
const lingerMs = 2000;

/**
 * @param {import('node:http').Server} server
 * @param {Record<string, string>} headers
 */
function answerClientErrors(server, headers) {
  /** @type {WeakSet<import('node:stream').Duplex>} */
  const answered = new WeakSet();
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    // More data arriving on a connection refused already: the timer below closes it.
    if (answered.has(socket)) return;
    // Like Node: no answer once another one has started on this connection.
    const { bytesWritten } = /** @type {import('node:net').Socket} */ (socket);
    if (error.code === 'ECONNRESET' || !socket.writable || bytesWritten > 0) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    answerOnSocket(socket, statusOfClientError[error.code ?? ''] ?? 400, headers);
  });
}

/**
 * Writes a whole answer straight onto a connection no request handler has (a parse error, a
 * CONNECT), then closes it: a little later rather than at once, since closing with unread data
 * resets the connection and the client could lose the answer.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {{ body?: string, type?: string }} [content] plain text naming the status by default
 */
export function answerOnSocket(
  socket,
  status,
  headers,
  { body = `${STATUS_CODES[status]}\n`, type = 'text/plain; charset=utf-8' } = {},
) {
  socket.on('error', () => {});
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const fields = {
    ...headers,
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(fields).map(([field, value]) => `${field}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
