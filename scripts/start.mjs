// npm start: the local backend, a build of the site against it, and a CDN-like server on
// http://127.0.0.1:4321 that rebuilds when the database's rebuild hook calls it.
// Options: --port N (PORT), --backend-port N (BACKEND_PORT), --data-dir D (BACKEND_DATA_DIR),
// --reset, --ephemeral (a throwaway data dir, removed on exit), --no-seed, --info-file F (writes
// the backend's URL and anon key as JSON, for tests). PUBLISH_KEY sets the publishing key.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startBackend } from './backend/index.mjs';
import { defaultDataDir, defaultEnvFile } from './backend/paths.mjs';
import { parsePort } from './backend/ports.mjs';
import { createSiteBuilder } from './lib/site-builder.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { makeWorkDir } from './lib/work-dir.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? String(DEFAULT_PORT) },
    'data-dir': { type: 'string', default: process.env.BACKEND_DATA_DIR ?? defaultDataDir },
    reset: { type: 'boolean', default: false },
    ephemeral: { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
    'info-file': { type: 'string' },
  },
});

let port, backendPort;
try {
  port = parsePort(args.port, '--port (or PORT)');
  backendPort = parsePort(args['backend-port'], '--backend-port (or BACKEND_PORT)', {
    allowZero: true,
  });
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
const dataDir = args.ephemeral ? await makeWorkDir('migran-site-') : path.resolve(args['data-dir']);
const hookPath = `/__rebuild/${randomBytes(16).toString('hex')}`;
let builder = null;
let backend = null;

const server = createStaticServer({
  getRoot: () => builder?.current ?? null,
  routes: {
    [`POST ${hookPath}`]: (req, res) => {
      req.resume();
      console.log('site: rebuild requested by the database');
      builder?.request().catch(() => {});
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"rebuild":"queued"}');
    },
  },
});

async function shutdown(code) {
  server.close();
  await backend?.stop().catch(() => {});
  if (args.ephemeral) await rm(dataDir, { recursive: true, force: true });
  process.exit(code);
}

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `start: port ${port} is already in use; set PORT to another port.`
      : `start: ${error.message}`,
  );
  shutdown(1);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

try {
  backend = await startBackend({
    dataDir,
    port: backendPort,
    reset: args.reset,
    seed: !args['no-seed'],
    publishKey: process.env.PUBLISH_KEY || undefined,
    rebuildHookUrl: `http://127.0.0.1:${port}${hookPath}`,
    envFile: args.ephemeral ? undefined : defaultEnvFile,
  });
  backend.failure.then((reason) => {
    console.error(`start: the local backend stopped: ${reason}`);
    shutdown(1);
  });
  if (args['info-file']) {
    const info = { url: backend.url, anonKey: backend.anonKey };
    await writeFile(args['info-file'], JSON.stringify(info));
  }
  builder = createSiteBuilder({
    outRoot: path.join(dataDir, 'site'),
    env: {
      PUBLIC_SUPABASE_URL: backend.url,
      PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
    },
  });
  await builder.request();
} catch (error) {
  console.error(`start: ${error.message}`);
  await shutdown(1);
}

console.log(`\nSite ready on http://127.0.0.1:${port} (publishing rebuilds it)`);
console.log('Press Ctrl-C to stop.');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));
