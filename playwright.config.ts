import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/browser';
import { backendInfoFile, e2eSites } from './tests/e2e/support/sites';

// One key for the whole run: the servers start with it and the tests publish with it.
const publishKey = (process.env.E2E_PUBLISH_KEY ??= `e2e-${randomBytes(24).toString('hex')}`);

// The seeded site's photos come from a loopback image server (site-with-images.mjs).
const startSite = (name: keyof typeof e2eSites, extra = '') => ({
  command:
    `node tests/e2e/support/site-with-images.mjs --ephemeral --port ${e2eSites[name].port} ` +
    `--backend-port ${e2eSites[name].backendPort} --info-file ${backendInfoFile(name)} ${extra}`,
  url: `${e2eSites[name].url}/`,
  env: { PUBLISH_KEY: publishKey },
  reuseExistingServer: false,
  timeout: 180_000,
  // SIGTERM lets npm start stop its backend and remove its throwaway directory (SIGKILL would not).
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // Playwright's 5 s suits a quiet machine. Here every answer from the local backend waits its
  // turn at its one database session, behind a rebuild reading every article, on CI's two
  // loaded cores: a search on 'Kelola Artikel' once answered after 5 s. A wait that ends in
  // time costs nothing more; only a failure takes longer to report.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The host's tests (@host) run on Cloudflare's runtime in npm run test:cdn, which also holds
  // this server to workerd's answers address by address; running them here too cost CI a minute
  // and proved nothing more. Tests that need a site nothing rebuilds (@cdn) run only there.
  grepInvert: /@host|@cdn/,
  use: {
    baseURL: e2eSites.seeded.url,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [startSite('seeded'), startSite('empty', '--no-seed')],
});
