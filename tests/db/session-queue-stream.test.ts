import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusyState, SessionQueue } from '../../scripts/backend/session-queue.mjs';

// Every connection's messages run on PGlite's one session, each streamed to its own socket.
// PGlite 0.5.14 never cleared a raw stream's callback: the next protocol call on the session
// (execProtocol, execProtocolRaw, and close()'s own Terminate) sent its reply to the socket of
// the connection streamed last, which had not asked for it, and returned nothing to its caller.

const int32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(n);
  return buffer;
};
const startup = (user: string) => {
  const body = Buffer.concat([int32(196608), Buffer.from(`user\0${user}\0database\0postgres\0\0`)]);
  return new Uint8Array(Buffer.concat([int32(body.length + 4), body]));
};
const query = (sql: string) => {
  const body = Buffer.from(`${sql}\0`);
  return new Uint8Array(Buffer.concat([Buffer.from('Q'), int32(body.length + 4), body]));
};

describe('the shared session after a connection closes inside a transaction', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  beforeAll(() => db.waitReady);

  it('sends the rollback of what it left open to nobody', async () => {
    const queue = new SessionQueue({ busy: new BusyState(), logins: ['postgres'] });
    queue.open(db);
    const received: Uint8Array[] = [];
    const onData = (data: Uint8Array) => received.push(data);

    await queue.enqueue(1, startup('postgres'), onData);
    await queue.enqueue(1, query('begin; select 1'), onData);
    expect(db.isInTransaction()).toBe(true);
    const answered = received.length;
    expect(answered).toBeGreaterThan(0);

    // The connection closes while it holds the session: the queue rolls its transaction back.
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    expect(db.isInTransaction()).toBe(false);
    await db.query('select 2');

    expect(received.length, 'messages the closed connection was sent after its own').toBe(answered);
  });

  it('gives a rollback sent by the protocol its own reply, and the last connection nothing', async () => {
    const queue = new SessionQueue({ busy: new BusyState(), logins: ['postgres'] });
    queue.open(db);
    const received: Uint8Array[] = [];
    await queue.enqueue(2, startup('postgres'), (data) => received.push(data));
    await queue.enqueue(2, query('begin; select 1'), (data) => received.push(data));
    const answered = received.length;

    const reply = await db.execProtocolRaw(query('rollback'));

    expect(Buffer.from(reply).toString('latin1')).toContain('ROLLBACK');
    expect(db.isInTransaction()).toBe(false);
    expect(received.length, 'messages the connection was sent after its own').toBe(answered);
    queue.clearQueueForHandler(2);
    await queue.clearTransactionIfNeeded(2);
  });
});
