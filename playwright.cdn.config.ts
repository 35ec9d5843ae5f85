import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { backendInfoFile, e2eSites } from './tests/e2e/support/sites';

// npm run test:cdn: the e2e tests that depend on the host (tagged @host, and @cdn for what only
// a site nothing rebuilds shows) against one build served by Cloudflare's own runtime,
// `wrangler pages dev` (workerd), with a seeded throwaway local backend behind it. The build is
// never rebuilt, so tests that wait for a rebuild are not tagged.
export default defineConfig({
  ...base,
  grep: /@host|@cdn/,
  grepInvert: undefined,
  webServer: {
    command:
      `node tests/e2e/support/site-on-workerd.mjs --port ${e2eSites.seeded.port} ` +
      `--backend-port ${e2eSites.seeded.backendPort} --info-file ${backendInfoFile('seeded')}`,
    url: `${e2eSites.seeded.url}/`,
    env: { PUBLISH_KEY: process.env.E2E_PUBLISH_KEY ?? '' },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
});
