// @ts-check
// Serves the built site (dist/) on loopback the way a CDN does. Usage: npm run preview [-- --port N] [--dir D]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError, parseCommandLine, runCli } from './lib/cli.mjs';
import { listenOnLoopback, parsePort } from './lib/ports.mjs';
import { createStaticServer } from './site/static-server.mjs';

const USAGE = 'Usage: npm run preview [-- --port N] [--dir D]';

runCli('serve', async () => {
  const values = parseCommandLine(
    {
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      dir: { type: 'string', default: 'dist' },
    },
    USAGE,
  );
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CliError(`${root} has no index.html; run \`npm run build\` first.`);
  }
  const port = parsePort(values.port, '--port (or PORT)');
  const server = createStaticServer({ getRoot: () => root });
  await listenOnLoopback(server, port, 'site', 'PORT');
  // Once listening, an error (e.g. out of file descriptors on accept) must not stop the server.
  server.on('error', (error) => console.error(`serve: ${error.message}`));
  console.log(`serve: ${root} on http://127.0.0.1:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
});
