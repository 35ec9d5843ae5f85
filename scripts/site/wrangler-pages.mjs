// @ts-check
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Workers compatibility date the site is served with locally. Fixed, so wrangler never
 * looks one up, and no later than the installed workerd supports (wrangler would warn and go
 * online to suggest an update). Static assets do not depend on it; move it when upgrading.
 */
export const PAGES_COMPATIBILITY_DATE = '2026-05-01';

/** Wrangler's command-line entry, as its package.json names it. */
function wranglerCli() {
  const manifestPath = createRequire(import.meta.url).resolve('wrangler/package.json');
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.wrangler);
}

/**
 * The environment that keeps wrangler offline and its files in `stateDir`: no metrics, no error
 * reports, no banner (whose update check asks the npm registry), no download of the `Request.cf`
 * object from workers.cloudflare.com (the placeholder serves static files as well), no log
 * files or config in the home directory (it writes them under XDG_CONFIG_HOME/.wrangler), its
 * temporary files and update-check cache under TMPDIR.
 * @param {string} stateDir
 * @returns {Record<string, string>}
 */
export function offlineWranglerEnv(stateDir) {
  return {
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    WRANGLER_WRITE_LOGS: 'false',
    WRANGLER_NO_SKILLS_UPDATE_PROMPTS: 'true',
    DO_NOT_TRACK: '1',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: path.join(stateDir, 'config'),
    TMPDIR: stateDir,
  };
}

/**
 * `wrangler pages dev <dir>`: Cloudflare Pages' asset serving (`_headers`, `_redirects`, the
 * 404 page, pretty URLs) on Cloudflare's runtime, workerd, on 127.0.0.1:port, with everything
 * it keeps (local storage, config, logs, temporary files) in `stateDir`. Started in its own
 * process group, so that killing the group (-pid) also ends workerd.
 * @param {{ dir: string, port: number, stateDir: string,
 *   stdio?: import('node:child_process').StdioOptions }} options
 */
export function wranglerPagesDev({ dir, port, stateDir, stdio = 'inherit' }) {
  const args = [
    wranglerCli(),
    'pages',
    'dev',
    dir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date',
    PAGES_COMPATIBILITY_DATE,
    '--persist-to',
    path.join(stateDir, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ];
  return spawn(process.execPath, args, {
    cwd: stateDir,
    env: { ...process.env, ...offlineWranglerEnv(stateDir) },
    stdio,
    detached: true,
  });
}
