// @ts-check
import { createServer } from 'node:net';
import { CliError } from './cli.mjs';

/**
 * A port number given as text (an option or an environment variable), or a CliError that
 * names where it came from.
 * @param {string} value
 * @param {string} name e.g. `--port` or `PORT`
 * @param {{ allowZero?: boolean }} [options] 0 lets the system pick a free port
 * @returns {number}
 */
export function parsePort(value, name, { allowZero = false } = {}) {
  const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  const lowest = allowZero ? 0 : 1;
  if (!Number.isInteger(port) || port < lowest || port > 65535) {
    throw new CliError(`${name} must be a port number (${lowest}–65535), not "${value}".`);
  }
  return port;
}

/**
 * Listens on a loopback port, turning "port taken" into a message a person can act on.
 * @param {import('node:net').Server} server
 * @param {number} port 0 picks a free one
 * @param {string} what the service, for the message
 * @param {string} [envName] the variable that changes this port
 * @returns {Promise<number>} the port actually listened on
 */
export function listenOnLoopback(server, port, what, envName) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        const hint = envName ? ` or choose another port with ${envName}` : '';
        reject(
          new CliError(
            `Port ${port} on 127.0.0.1 (${what}) is already in use. Stop what is using it${hint}.`,
          ),
        );
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/**
 * Checks that a loopback port is free (0: finds one) for a server that will listen on it soon.
 * @param {number} port
 * @param {string} what
 * @param {string} [envName]
 */
export async function assertPortFree(port, what, envName) {
  const server = createServer();
  const free = await listenOnLoopback(server, port, what, envName);
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** A loopback port that was free a moment ago, for a child process that must be told one. */
export const findFreePort = () => assertPortFree(0, 'probe');
