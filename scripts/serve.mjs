// Serves the built site (dist/) on loopback the way a CDN does. Usage: node scripts/serve.mjs [--port N] [--dir D]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parsePort } from './backend/ports.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    dir: { type: 'string', default: 'dist' },
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}
let port;
try {
  port = parsePort(values.port, '--port (or PORT)');
} catch (error) {
  console.error(`serve: ${error.message}`);
  process.exit(1);
}
const server = createStaticServer({ getRoot: () => root });
function onListenError(error) {
  if (error.code === 'EADDRINUSE') {
    console.error(`serve: port ${port} is already in use; set PORT to another port.`);
  } else {
    console.error(`serve: ${error.message}`);
  }
  process.exit(1);
}
server.once('error', onListenError);
server.listen(port, '127.0.0.1', () => {
  // Once listening, an error (e.g. out of file descriptors on accept) must not stop the server.
  server.off('error', onListenError);
  server.on('error', (error) => console.error(`serve: ${error.message}`));
  console.log(`serve: ${root} on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
