// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError, parseCommandLine } from '../lib/cli.mjs';
import { parsePort } from '../lib/ports.mjs';

/**
 * The options every command that serves a finished build takes: `--port N` (or PORT) and
 * `--dir D` (dist/ by default), the directory checked to hold a built site.
 * @param {string} usage
 * @param {string} defaultPort
 */
export function builtSiteOptions(usage, defaultPort) {
  const values = parseCommandLine(
    {
      port: { type: 'string', default: process.env.PORT ?? defaultPort },
      dir: { type: 'string', default: 'dist' },
    },
    usage,
  );
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CliError(`${root} has no index.html; run \`npm run build\` first.`);
  }
  return { root, port: parsePort(values.port, '--port (or PORT)') };
}
