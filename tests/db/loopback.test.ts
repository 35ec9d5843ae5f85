import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { backend, onPglite } from './support';

/** Whether something accepts a TCP connection at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    const answer = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });

/** Other addresses of this machine: 127.0.0.2 (loopback too, on Linux) and every interface's. */
const otherAddresses = () => [
  '127.0.0.2',
  ...Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address),
];

// The PGlite port takes its superuser without a password: reachable from this machine only.
describe('the local backend', () => {
  it.skipIf(!onPglite)('accepts database connections on 127.0.0.1 only', async () => {
    const port = Number(new URL(backend.dbUrl).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const host of otherAddresses())
      expect([host, await accepts(host, port)]).toEqual([host, false]);
  });

  it('serves its API on 127.0.0.1 only', async () => {
    const port = Number(new URL(backend.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const host of otherAddresses())
      expect([host, await accepts(host, port)]).toEqual([host, false]);
  });
});
