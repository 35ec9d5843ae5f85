// @ts-check
import { API_REQUEST_HEADER } from './statement-limits.mjs';

/** Protocol 3.0, the second word of a StartupMessage. */
const PROTOCOL_3 = 196608;

/**
 * Where the PGlite worker publishes what it is running, readable by the main thread even while
 * PGlite blocks the worker: when the running message began (epoch ms, 0 when idle), the login
 * of the connection that sent it, and the API request its transaction serves (0: none known).
 */
export class BusyState {
  /** @param {SharedArrayBuffer} [buffer] */
  constructor(buffer = new SharedArrayBuffer(24)) {
    this.buffer = buffer;
    this.cells = new BigInt64Array(buffer);
  }

  /**
   * @param {number} loginId an index into the logins the worker was told to tell apart
   * @param {number} [request] the gateway's number of the API request (requestNumber)
   */
  begin(loginId, request = 0) {
    Atomics.store(this.cells, 1, BigInt(loginId));
    Atomics.store(this.cells, 2, BigInt(request));
    Atomics.store(this.cells, 0, BigInt(Date.now()));
  }

  end() {
    Atomics.store(this.cells, 0, 0n);
  }

  /** @returns {{ since: number, loginId: number, request: number } | null} */
  read() {
    const since = Number(Atomics.load(this.cells, 0));
    if (since === 0) return null;
    const loginId = Number(Atomics.load(this.cells, 1));
    return { since, loginId, request: Number(Atomics.load(this.cells, 2)) };
  }
}

const REQUEST_MARKER = Buffer.from(`"${API_REQUEST_HEADER}":"`);
const [BIND, PARSE, QUERY] = [0x42, 0x50, 0x51]; // 'B', 'P', 'Q'

/**
 * The number the gateway gave the API request whose headers a message carries (PostgREST sets
 * `request.headers` to their JSON, in which a header's value cannot hold `"…":"` unescaped), or
 * 0. Only Parse, Bind and Query messages are looked at.
 * @param {Uint8Array} message
 */
export function requestNumber(message) {
  const type = message[0];
  if (type !== BIND && type !== PARSE && type !== QUERY) return 0;
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const at = bytes.indexOf(REQUEST_MARKER);
  if (at === -1) return 0;
  let number = 0;
  for (let i = at + REQUEST_MARKER.length; i < bytes.length && i < at + 30; i += 1) {
    const digit = (bytes[i] ?? 0) - 0x30;
    if (digit < 0 || digit > 9) break;
    number = number * 10 + digit;
  }
  return Number.isSafeInteger(number) ? number : 0;
}

/**
 * The user a connection's first message, its StartupMessage, names (null if none).
 * @param {Uint8Array} message
 */
export function startupUser(message) {
  if (message.length < 8) return null;
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  if (view.getInt32(4) !== PROTOCOL_3) return null;
  const fields = Buffer.from(message.subarray(8)).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'user') return fields[i + 1] ?? null;
  }
  return null;
}

/**
 * @typedef {object} QueuedMessage
 * @property {number} handlerId
 * @property {Uint8Array} message
 * @property {(data: Uint8Array) => void} onData
 * @property {boolean} startup the connection's first message
 * @property {(bytes: number) => void} resolve
 * @property {(error: Error) => void} reject
 */

/**
 * Runs the protocol messages of many connections on PGlite's single session, one at a time.
 * A connection keeps the session while it is inside a transaction and until the Sync (or simple
 * Query) that ends its batch: pglite-socket's own queue switched connections in the middle of
 * a Parse/Bind/Execute/Sync batch, where another connection's Parse replaces the unnamed
 * statement the first one is about to bind. Stands in for that queue (same three methods, which
 * PGLiteSocketHandler calls) and records in `busy` what runs, and for whom.
 */
export class SessionQueue {
  /**
   * @param {{ busy: BusyState, logins: string[] }} options logins: the users to tell apart in
   *   `busy` (by index); any other user is recorded as logins.length
   */
  constructor({ busy, logins }) {
    /** @type {import('@electric-sql/pglite').PGlite | null} messages wait until it is open */
    this.db = null;
    this.busy = busy;
    this.logins = logins;
    /** @type {QueuedMessage[]} */
    this.queue = [];
    /** @type {Map<number, number>} handler → index of its login */
    this.loginOf = new Map();
    /** @type {Map<number, number>} handler → the API request its transaction serves */
    this.requestOf = new Map();
    /** @type {number | null} the connection that keeps the session */
    this.holder = null;
    /** @type {number | null} the connection whose message runs now */
    this.executing = null;
    this.running = false;
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>} bytes answered
   */
  enqueue(handlerId, message, onData) {
    const startup = !this.loginOf.has(handlerId);
    if (startup) {
      const user = startupUser(message);
      const known = user === null ? -1 : this.logins.indexOf(user);
      this.loginOf.set(handlerId, known === -1 ? this.logins.length : known);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, startup, resolve, reject });
      void this.run();
    });
  }

  /** @param {import('@electric-sql/pglite').PGlite} db */
  open(db) {
    this.db = db;
    void this.run();
  }

  async run() {
    if (this.running || !this.db) return;
    this.running = true;
    try {
      for (;;) {
        const index =
          this.holder === null ? 0 : this.queue.findIndex((q) => q.handlerId === this.holder);
        const next = index === -1 ? undefined : this.queue.splice(index, 1)[0];
        if (!next) break;
        await this.execute(next);
      }
    } finally {
      this.running = false;
    }
  }

  /** @param {QueuedMessage} queued */
  async execute({ handlerId, message, onData, startup, resolve, reject }) {
    const db = /** @type {import('@electric-sql/pglite').PGlite} */ (this.db);
    let bytes = 0;
    this.executing = handlerId;
    // The first request number of a transaction is its request's: PostgREST sets the headers
    // before anything else runs; a number in a later message (a filter value) is not heeded.
    if (!this.requestOf.has(handlerId)) {
      const request = requestNumber(message);
      if (request !== 0) this.requestOf.set(handlerId, request);
    }
    try {
      await db.runExclusive(async () => {
        this.busy.begin(
          this.loginOf.get(handlerId) ?? this.logins.length,
          this.requestOf.get(handlerId) ?? 0,
        );
        try {
          await db.execProtocolRawStream(message, {
            onRawData: (data) => {
              bytes += data.length;
              onData(data);
            },
          });
        } finally {
          this.busy.end();
        }
      });
      resolve(bytes);
    } catch (error) {
      reject(/** @type {Error} */ (error));
    } finally {
      this.executing = null;
    }
    if (!this.loginOf.has(handlerId)) {
      // It closed while its message ran: nothing more will come from it.
      await this.release(db);
      return;
    }
    const type = String.fromCharCode(message[0] ?? 0);
    const batchEnds = startup || type === 'S' || type === 'Q';
    this.holder = batchEnds && !db.isInTransaction() ? null : handlerId;
    if (this.holder === null) this.requestOf.delete(handlerId);
  }

  /** @param {import('@electric-sql/pglite').PGlite} db */
  async release(db) {
    // Still held while rolling back, so that nobody else's message runs in that transaction.
    if (db.isInTransaction()) await db.exec('rollback');
    this.holder = null;
  }

  /** @param {number} handlerId a connection that closed: its waiting messages are dropped */
  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((queued) => {
      if (queued.handlerId !== handlerId) return true;
      queued.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** @param {number} handlerId a connection that closed: what it held is released */
  async clearTransactionIfNeeded(handlerId) {
    this.loginOf.delete(handlerId);
    this.requestOf.delete(handlerId);
    // One whose message is running is released when that ends (execute).
    if (!this.db || this.holder !== handlerId || this.executing === handlerId) return;
    await this.release(this.db);
    await this.run();
  }
}
