// @ts-check
// Serves the built site (dist/) as Cloudflare Pages serves a deploy, with Cloudflare's own
// runtime: `wrangler pages dev` (workerd), offline, its files in a throwaway directory.
// Usage: npm run preview:pages [-- --port N] [--dir D]
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CliError, parseCommandLine, runCli } from './lib/cli.mjs';
import { parsePort } from './lib/ports.mjs';
import { makeWorkDir } from './lib/work-dir.mjs';
import { wranglerPagesDev } from './site/wrangler-pages.mjs';

const USAGE = 'Usage: npm run preview:pages [-- --port N] [--dir D]';

runCli('preview:pages', async () => {
  const values = parseCommandLine(
    {
      port: { type: 'string', default: process.env.PORT ?? '8788' },
      dir: { type: 'string', default: 'dist' },
    },
    USAGE,
  );
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CliError(`${root} has no index.html; run \`npm run build\` first.`);
  }
  const port = parsePort(values.port, '--port (or PORT)');
  const stateDir = await makeWorkDir('wrangler-');
  const wrangler = wranglerPagesDev({ dir: root, port, stateDir });
  console.log(`preview:pages: ${root} on http://127.0.0.1:${port} (Ctrl-C stops it)`);
  const stop = () => wrangler.pid !== undefined && process.kill(-wrangler.pid, 'SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  wrangler.on('exit', async (code) => {
    await rm(stateDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
