// @ts-check
// The e2e site: `npm start` (scripts/start.mjs, with the arguments given) seeded with
// supabase/seed.sql whose photos are on a loopback image server this process runs, so the
// builds fetch and convert them as they would the owner's, and the tests see the site's own
// images whatever network the machine has. SIGTERM and SIGINT go to npm start, which stops its
// backend and removes its throwaway directory; this process ends when it does.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startImageServer, writeLocalSeed } from '../../../scripts/fixtures/image-server.mjs';

const images = await startImageServer();
const dir = await mkdtemp(path.join(tmpdir(), 'migran-e2e-seed-'));
const seed = await writeLocalSeed(dir, images.origin);
const site = spawn(
  process.execPath,
  ['scripts/start.mjs', ...process.argv.slice(2), '--seed-file', seed],
  { stdio: 'inherit' },
);
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => site.kill(signal));
}
site.on('exit', async (code, signal) => {
  await images.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
