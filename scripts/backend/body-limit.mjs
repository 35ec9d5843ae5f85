// @ts-check
import { Transform } from 'node:stream';

/**
 * The largest request body the gateway forwards. The heaviest legal article, 500,000 characters
 * each written as a 6-byte JSON escape, is 3 MB with its other fields; bodies of tens of MB,
 * which PostgREST would parse before row-level security refuses them, never reach it.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Whether a request announces a body over `limit` (Content-Length). Node's parser holds a body
 * to its Content-Length, so only chunked bodies need counting as they arrive.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 */
export function announcesTooLarge(req, limit) {
  return Number(req.headers['content-length'] ?? 0) > limit;
}

/**
 * A pass-through stream that fails, instead of passing on the chunk, once more than `limit`
 * bytes have come through.
 * @param {number} limit
 */
export function limitBytes(limit) {
  let total = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      total += chunk.length;
      if (total > limit) callback(new Error(`The request body is over ${limit} bytes`));
      else callback(null, chunk);
    },
  });
}

/**
 * After an answer given before the body was read (413, 502), reads and drops what the client
 * still sends, so that it gets to read the answer: a connection closed on unread data is
 * reset, and the answer can be lost with it. Past `maxBytes` or `maxMs`, the connection is
 * closed anyway.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ maxBytes?: number, maxMs?: number }} [limits]
 */
export function discardRest(req, { maxBytes = MAX_BODY_BYTES, maxMs = 2000 } = {}) {
  if (req.complete) return;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, maxMs).unref();
  const stop = () => clearTimeout(timer);
  let dropped = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped > maxBytes) close();
  });
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
}

/**
 * How slowly a request body may arrive: at least `minBytes` in every `windowMs`. PostgREST's
 * server (warp) closes a connection that sends less than 2 KiB in its 30 s window, so that a
 * body sent a byte at a time holds nothing for long; the Storage stand-in does the same. Node's
 * own limits hold for every request besides: headers within 60 s, the whole request within
 * 300 s (`headersTimeout`, `requestTimeout`).
 */
export const BODY_PACE = Object.freeze({ windowMs: 30_000, minBytes: 2048 });

/**
 * Calls `tooSlow` once if `req`'s body falls behind `pace`; the returned function stops
 * watching (call it once the body is read).
 * @param {import('node:http').IncomingMessage} req
 * @param {() => void} tooSlow
 * @param {{ windowMs: number, minBytes: number }} [pace]
 * @returns {() => void}
 */
export function watchPace(req, tooSlow, { windowMs, minBytes } = BODY_PACE) {
  let received = 0;
  const count = (/** @type {Buffer} */ chunk) => {
    received += chunk.length;
  };
  const stop = () => {
    clearInterval(timer);
    req.off('data', count);
  };
  const timer = setInterval(() => {
    if (received < minBytes) {
      stop();
      tooSlow();
    }
    received = 0;
  }, windowMs).unref();
  req.on('data', count);
  return stop;
}

/**
 * A client that sent `Expect: 100-continue` waits for leave to send its body: given only once
 * the server will read it, so that a refusal (401, 404, 413, a policy's) comes before the body.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function continueIfExpected(req, res) {
  if (String(req.headers.expect ?? '').toLowerCase() === '100-continue') res.writeContinue();
}
