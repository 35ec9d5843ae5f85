// @ts-check
// Serves the built site (dist/) on loopback the way a CDN does. Usage: npm run preview [-- --port N] [--dir D]
import { runCli } from './lib/cli.mjs';
import { builtSiteOptions } from './site/built-site-options.mjs';
import { listenOnLoopback } from './lib/ports.mjs';
import { createStaticServer } from './site/static-server.mjs';

const USAGE = 'Usage: npm run preview [-- --port N] [--dir D]';

runCli('serve', async () => {
  const { root, port } = builtSiteOptions(USAGE, '4321');
  const server = createStaticServer({ getRoot: () => root });
  await listenOnLoopback(server, port, 'site', 'PORT');
  // Once listening, an error (e.g. out of file descriptors on accept) must not stop the server.
  server.on('error', (error) => console.error(`serve: ${error.message}`));
  console.log(`serve: ${root} on http://127.0.0.1:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
});
