// @ts-check
// The CDN leg's site (npm run test:cdn): a throwaway local backend seeded as the e2e site's is
// (supabase/seed.sql, its photos on a loopback image server), one build of the site against it,
// and that build served by Cloudflare's own runtime, `wrangler pages dev` (workerd), as Pages
// serves a deploy. Nothing rebuilds it: an article published during the run is shown by the
// 404 page's fallback, as on the host between publish and deploy. SIGTERM or SIGINT stops
// wrangler, the backend and the image server, and removes every throwaway directory.
// Usage: node tests/e2e/support/site-on-workerd.mjs --port N --backend-port N --info-file F
// (writes the backend's URL and anon key, and the served directory, to F). PUBLISH_KEY sets the
// publishing key.
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startBackend } from '../../../scripts/backend/index.mjs';
import { startImageServer, writeLocalSeed } from '../../../scripts/fixtures/image-server.mjs';
import { errorMessage, parseCommandLine, runCli } from '../../../scripts/lib/cli.mjs';
import { parsePort } from '../../../scripts/lib/ports.mjs';
import { makeWorkDir } from '../../../scripts/lib/work-dir.mjs';
import { astroBuild } from '../../../scripts/site/site-builder.mjs';
import { wranglerPagesDev } from '../../../scripts/site/wrangler-pages.mjs';

const USAGE =
  'Usage: node tests/e2e/support/site-on-workerd.mjs --port N --backend-port N --info-file F';

runCli('site-on-workerd', async () => {
  const args = parseCommandLine(
    {
      port: { type: 'string' },
      'backend-port': { type: 'string' },
      'info-file': { type: 'string' },
    },
    USAGE,
  );
  const port = parsePort(args.port ?? '', '--port');
  const backendPort = parsePort(args['backend-port'] ?? '', '--backend-port');
  const infoFile = args['info-file'];
  if (!infoFile) throw new Error(`--info-file is required. ${USAGE}`);

  const work = await makeWorkDir('migran-cdn-');
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [() => rm(work, { recursive: true, force: true })];
  let stopping = false;
  /** @param {number} code */
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error) => console.error(`site-on-workerd: ${errorMessage(error)}`));
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

  try {
    const images = await startImageServer();
    cleanups.push(() => images.stop());
    const seedFile = await writeLocalSeed(work, images.origin);
    const backend = await startBackend({
      dataDir: path.join(work, 'data'),
      port: backendPort,
      seedFile,
      publishKey: process.env.PUBLISH_KEY || undefined,
    });
    cleanups.push(() => backend.stop());
    backend.failure.then((reason) => {
      if (stopping) return;
      console.error(`site-on-workerd: the local backend stopped: ${reason}`);
      shutdown(1);
    });
    const siteDir = path.join(work, 'site');
    const started = Date.now();
    await astroBuild(siteDir, {
      PUBLIC_SUPABASE_URL: backend.url,
      PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SITE_URL: `http://127.0.0.1:${port}`,
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
    });
    console.log(`site-on-workerd: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await writeFile(
      infoFile,
      JSON.stringify({ url: backend.url, anonKey: backend.anonKey, siteDir }),
    );
    cleanups.push(() => rm(infoFile, { force: true }));
    const stateDir = path.join(work, 'wrangler');
    await mkdir(stateDir);
    const wrangler = wranglerPagesDev({ dir: siteDir, port, stateDir });
    cleanups.push(async () => {
      wrangler.kill('SIGTERM');
      await Promise.race([once(wrangler, 'exit'), delay(10_000)]);
      try {
        // workerd, and anything else wrangler left in its process group.
        if (wrangler.pid !== undefined) process.kill(-wrangler.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    });
    wrangler.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`site-on-workerd: wrangler exited (${code ?? signal})`);
      shutdown(1);
    });
  } catch (error) {
    console.error(`site-on-workerd: ${errorMessage(error)}`);
    await shutdown(1);
  }
});
