// @ts-check
// Serves the built site (dist/) as Cloudflare Pages serves a deploy, with Cloudflare's own
// runtime: `wrangler pages dev` (workerd), offline, its files in a throwaway directory.
// Usage: npm run preview:pages [-- --port N] [--dir D]
import { rm } from 'node:fs/promises';
import { runCli } from './lib/cli.mjs';
import { builtSiteOptions } from './site/built-site-options.mjs';
import { makeWorkDir } from './lib/work-dir.mjs';
import { wranglerPagesDev } from './site/wrangler-pages.mjs';

const USAGE = 'Usage: npm run preview:pages [-- --port N] [--dir D]';

runCli('preview:pages', async () => {
  const { root, port } = builtSiteOptions(USAGE, '8788');
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
