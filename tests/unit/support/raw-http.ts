import { connect } from 'node:net';

export interface RawAnswer {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** The status of each answer in it, in order. */
  statuses: number[];
  /** The header block of each answer, lower-cased. */
  heads: string[];
}

/**
 * Writes `data` to 127.0.0.1:`port` exactly as given and collects what the server sends until
 * it closes, or for at most `waitMs`. With `end` the client then sends no more (a request cut
 * short); with `abandon` it closes the connection at once, as a client that gives up.
 */
export function sendRaw(
  port: number,
  data: string | Buffer,
  { end = false, abandon = false, waitMs = 3000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const heads = [...text.matchAll(/HTTP\/1\.1 \d{3}[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/g)];
      resolve({
        text,
        statuses: heads.map((match) => Number(match[0].slice(9, 12))),
        heads: heads.map((match) => match[0].toLowerCase()),
      });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    // A reset after the answer arrived, or a write the server no longer reads: what was
    // received is the result.
    socket.on('error', () => {});
    socket.write(data, () => {
      if (abandon) socket.destroy();
      else if (end) socket.end();
    });
  });
}

/**
 * The raw requests a hostile or broken client might send, each with a name, aimed at paths
 * under `base` and carrying `headers` (e.g. an API key) where a request is otherwise valid.
 * Those a server could keep the connection open after ask it to close, so that each ends at once.
 */
export function hostileRequests({ base = '', headers = '' } = {}): Array<
  [string, string | Buffer, { end?: boolean; abandon?: boolean }?]
> {
  const head = `Host: x\r\n${headers}`;
  const get = (target: string, more = '') =>
    `GET ${target} HTTP/1.1\r\n${head}${more}Connection: close\r\n\r\n`;
  const post = (more: string, body = '') => `POST ${base}/ HTTP/1.1\r\n${head}${more}\r\n${body}`;
  return [
    ['a path with a port-like authority', get('//a:99999/')],
    ['an absolute-form URL', get(`http://x${base}/`)],
    ['an absolute-form URL with an invalid port', get(`http://x:99999${base}/`)],
    ['an asterisk-form target', get('*')],
    ['an authority-form target on GET', get('x:99999')],
    ['a lone percent sign', get(`${base}/%`)],
    ['an invalid percent escape', get(`${base}/%zz`)],
    ['an encoded NUL', get(`${base}/%00`)],
    ['encoded dot segments', get(`${base}/%2e%2e/%2e%2e/etc/passwd`)],
    ['encoded slashes climbing out', get(`${base}/..%2f..%2f..%2fetc%2fpasswd`)],
    ['a backslash path', get(`${base}/..\\..\\etc\\passwd`)],
    ['an overlong path', get(`${base}/${'a/'.repeat(3000)}`)],
    ['a path over the header limit', get(`${base}/${'a'.repeat(20_000)}`)],
    ['a 64 KB header', get(`${base}/`, `X-Big: ${'b'.repeat(65_536)}\r\n`)],
    ['a control character in a header', get(`${base}/`, 'X-Bad: a\x01b\r\n')],
    ['a space in a header name', get(`${base}/`, 'Bad Name: x\r\n')],
    ['no Host header', `GET ${base}/ HTTP/1.1\r\n${headers}\r\n`],
    ['an unknown Expect', get(`${base}/`, 'Expect: teapot\r\n')],
    ['an HTTP/0.9 request', `GET ${base}/\r\n\r\n`],
    ['an unknown method', `BREW ${base}/ HTTP/1.1\r\n${head}\r\n`],
    ['a garbage request line', 'HELLO THERE\r\n\r\n'],
    ['binary garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x0d, 0x0a, 0x0d, 0x0a])],
    ['raw bytes above ASCII in the path', Buffer.from(get(`${base}/\xff\xfe`), 'latin1')],
    [
      'both Content-Length and chunked',
      post('Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'),
    ],
    ['a non-numeric Content-Length', post('Content-Length: x\r\n')],
    ['a malformed chunk', post('Transfer-Encoding: chunked\r\n', 'zz\r\n')],
    ['a valid request, then pipelined garbage', `${get(`${base}/`)}NOT HTTP AT ALL\r\n\r\n`],
    ['a request cut off mid-headers', `GET ${base}/ HTTP/1.1\r\n${head}`, { end: true }],
    ['a request abandoned mid-headers', `GET ${base}/ HTTP/1.1\r\nHo`, { abandon: true }],
  ];
}

/**
 * Sends `head`, then `chunk` again and again until `announced` bytes of body are sent or the
 * server closes the connection; resolves with what the server answered and how many bytes the
 * socket took (what the server read, plus what the kernel's buffers held).
 */
export function floodRequest(
  port: number,
  head: string,
  {
    announced,
    chunk,
    chunkBytes = chunk.length,
  }: { announced: number; chunk: Buffer; chunkBytes?: number },
): Promise<{ answer: string; accepted: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, accepted: socket.bytesWritten }));
    socket.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < announced && !socket.destroyed) {
        sent += chunkBytes;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}
