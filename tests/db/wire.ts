import { connect, type Socket } from 'node:net';

// Just enough of the Postgres wire protocol to send an extended-query batch in pieces, as a
// client may: `pg` always sends Parse, Bind, Execute and Sync in one write.

const cstring = (text: string) => Buffer.from(`${text}\0`);
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(n);
  return buffer;
};
const typed = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};
export const parse = (sql: string) => typed('P', cstring(''), cstring(sql), int16(0));
export const flush = () => typed('H');
export const bind = (values: string[]) =>
  typed(
    'B',
    cstring(''),
    cstring(''),
    int16(0),
    int16(values.length),
    ...values.flatMap((value) => [int32(Buffer.byteLength(value)), Buffer.from(value)]),
    int16(0),
  );
export const execute = () => typed('E', cstring(''), int32(0));
export const sync = () => typed('S');

/** What came back up to a ReadyForQuery: the text of each DataRow's first column, and errors. */
export interface Answer {
  values: string[];
  errors: string[];
}

/** A connection that sends raw messages and reads answers up to each ReadyForQuery. */
export async function openWire(url: string) {
  const { hostname, port, username, pathname } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let pending = Buffer.alloc(0);
  let answer: Answer = { values: [], errors: [] };
  let ready: ((answer: Answer) => void) | null = null;

  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) break;
      const type = String.fromCharCode(pending[0] ?? 0);
      const body = pending.subarray(5, length + 1);
      pending = pending.subarray(length + 1);
      if (type === 'D' && body.readInt16BE(0) > 0) {
        answer.values.push(body.subarray(6, 6 + body.readInt32BE(2)).toString());
      } else if (type === 'E') {
        const fields = body.toString().split('\0');
        answer.errors.push(fields.find((field) => field.startsWith('M'))?.slice(1) ?? 'error');
      } else if (type === 'Z') {
        const done = answer;
        answer = { values: [], errors: [] };
        ready?.(done);
      }
    }
  });
  const nextAnswer = () => new Promise<Answer>((resolve) => (ready = resolve));

  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const startup = Buffer.concat([
    int32(196608),
    cstring('user'),
    cstring(decodeURIComponent(username) || 'postgres'),
    cstring('database'),
    cstring(pathname.slice(1) || 'postgres'),
    Buffer.from([0]),
  ]);
  const started = nextAnswer();
  socket.write(Buffer.concat([int32(startup.length + 4), startup]));
  await started;

  return {
    /** Sends messages; with `untilReady`, resolves with the answer up to the next ReadyForQuery. */
    send(messages: Buffer[], { untilReady = false } = {}) {
      const answered = untilReady ? nextAnswer() : Promise.resolve({ values: [], errors: [] });
      socket.write(Buffer.concat(messages));
      return answered;
    },
    close: () => socket.destroy(),
  };
}
