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
