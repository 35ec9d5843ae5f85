import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { waitFor } from './support';

export interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export const HOOK_PATH = '/build_hooks/abc123';

/**
 * A local HTTP receiver standing in for a static host's deploy hook: HOOK_PATH answers 201
 * "build queued" (or nothing at all, with respond false), /empty answers 204 with no body, and
 * /moved redirects (307) to HOOK_PATH.
 */
export async function startReceiver(respond = true) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (!respond) return;
      if (req.url === '/moved') res.writeHead(307, { location: HOOK_PATH }).end();
      else if (req.url === '/empty') res.writeHead(204).end();
      else res.writeHead(201, { 'content-type': 'text/plain' }).end('build queued');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}${HOOK_PATH}`,
    received,
    /** The requests received, once there are at least `count`. */
    requests: (count = 1) => waitFor(async () => (received.length >= count ? received : undefined)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on. */
export async function deadUrl() {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
}
