// @ts-check
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError, errorMessage } from '../lib/cli.mjs';
import { assertPortFree } from '../lib/ports.mjs';
import { connectPostgres, connectPostgresPool } from './database.mjs';
import { updateEnvFile } from './env-file.mjs';
import { pgliteApiLogin, postgrestLogin } from './authenticator.mjs';
import { createGateway } from './gateway.mjs';
import { loadOrCreateLocalSecrets, mintApiKey, setVaultSecret } from './secrets.mjs';
import { startLocalDatabase } from './local-database.mjs';
import { applyMigrations, applySeed, installLocalShims, usesNetShim } from './migrate.mjs';
import { startNetWorker } from './net-worker.mjs';
import { dataPaths, defaultDataDir, migrationsDir, seedFile, shimsDir } from './paths.mjs';
import { authenticatorSettings, startPostgrest } from './postgrest.mjs';
import { statementTimeoutMs } from './statement-deadline.mjs';
import {
  LOCAL_POOL_ACQUISITION_TIMEOUT_S,
  POOL_ACQUISITION_TIMEOUT_S,
} from './statement-limits.mjs';
import { createStorageApi } from './storage-api.mjs';
import { generatePublishKey, hasPublishKey, storePublishKey } from './publish-key.mjs';
import { claimDataDir, releaseDataDir, writeState } from './state-file.mjs';

export const DEFAULT_PORT = 54321;

/**
 * @typedef {object} BackendOptions
 * @property {string} [dataDir] where PGlite's files and the local JWT secret live (default .data/)
 * @property {number} [port] the API gateway's port (default 54321; 0 picks a free one)
 * @property {number} [dbPort] PGlite's Postgres port (default port + 1, or free when port is 0)
 * @property {boolean} [reset] start from an empty database (PGlite only)
 * @property {boolean} [seed] load supabase/seed.sql into a fresh database (default true)
 * @property {string} [seedFile] the seed to load instead of supabase/seed.sql (a bench's or a
 *   test's, e.g. with its images on a local image server)
 * @property {string} [publishKey] set this publishing key; without it one is generated if none is set
 * @property {string} [rebuildHookUrl] store this URL as the Vault secret rebuild_hook_url
 * @property {string} [databaseUrl] use this Postgres instead of PGlite
 * @property {string} [authenticatorUrl] with databaseUrl: the login PostgREST uses, as the
 *   authenticator role (without it: authenticator where the backend made that role, else
 *   databaseUrl's own user)
 * @property {string} [envFile] write PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY here
 * @property {boolean} [quiet] print nothing
 * @property {(line: string) => void} [log] where progress goes (default console.log)
 */

/**
 * @typedef {object} Backend
 * @property {string} url what supabase-js `createClient` takes
 * @property {string} anonKey
 * @property {string} dbUrl the connection the migrations ran with (PGlite: its superuser), for
 *   scripts and tests
 * @property {string | null} publishKey the key set by this start (given or generated), else null
 * @property {boolean} publishKeyGenerated
 * @property {string[]} migrationsApplied
 * @property {boolean} seeded
 * @property {Record<string, number>} timings milliseconds per startup phase
 * @property {Promise<string>} failure settles only if a part stops on its own (with the reason)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the local stand-in for Supabase's API: Postgres (PGlite, or DATABASE_URL), the schema
 * from supabase/migrations (and the seed on first start), PostgREST, and the gateway.
 * @param {BackendOptions} [options]
 * @returns {Promise<Backend>}
 */
export async function startBackend(options = {}) {
  const print = options.quiet ? () => {} : (options.log ?? console.log);
  let stopping = false;
  // Quiet once stopping: PostgREST and the net worker lose the database first, and would say so.
  const log = (/** @type {string} */ line) => {
    if (!stopping) print(line);
  };
  const dataDir = resolve(options.dataDir ?? defaultDataDir);
  const paths = dataPaths(dataDir);
  const port = options.port ?? DEFAULT_PORT;
  const dbPort = options.dbPort ?? (port === 0 ? 0 : port + 1);
  if (options.reset && options.databaseUrl) {
    throw new CliError('--reset only wipes the local PGlite database, not DATABASE_URL.');
  }

  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  /** @type {Awaited<ReturnType<typeof startLocalDatabase>> | null} */
  let localDatabase = null;
  const stop = async () => {
    stopping = true;
    // First, as what else stops may wait on the database (PostgREST, the net worker), and
    // PGlite may be stuck in a statement or held by someone's open transaction.
    await localDatabase?.stop().catch((error) => print(`while stopping: ${errorMessage(error)}`));
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error) => print(`while stopping: ${errorMessage(error)}`));
    }
  };

  /** @type {Record<string, number>} */
  const timings = {};
  let mark = performance.now();
  const lap = (/** @type {string} */ phase) => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
  };
  const startedAt = mark;

  try {
    await mkdir(dataDir, { recursive: true });
    await claimDataDir(paths.state, dataDir);
    cleanups.push(() => releaseDataDir(paths.state));
    if (options.reset) {
      await rm(paths.pgdata, { recursive: true, force: true });
      await rm(paths.storage, { recursive: true, force: true });
      await rm(paths.secrets, { force: true });
    }

    /** @type {string[]} */
    let apiKeys = [];
    // PGlite cannot cancel a statement: at a request's statement_timeout the gateway has the
    // local database end it, and answers in PostgREST's place.
    const gateway = createGateway({
      apiKeys: () => apiKeys,
      statementTimeoutMs: options.databaseUrl ? undefined : statementTimeoutMs,
      database: {
        running: () => localDatabase?.runningApiStatement() ?? null,
        end: (request, timeoutMs) => localDatabase?.endApiStatement(request, timeoutMs) ?? false,
      },
    });
    const url = `http://127.0.0.1:${await gateway.listen(port)}`;
    cleanups.push(() => gateway.close());
    await writeState(paths.state, { pid: process.pid, url });
    // Checked again when it is bound; this is to refuse before spending seconds on the database.
    if (!options.databaseUrl && dbPort !== 0) {
      await assertPortFree(dbPort, 'database', 'BACKEND_DB_PORT');
    }

    // PGlite runs in a thread of its own and is reached, from the start, only through its
    // socket server, which keeps each connection's transactions apart.
    if (!options.databaseUrl) {
      localDatabase = await startLocalDatabase({ dataDir: paths.pgdata, port: dbPort, log });
    }
    const pglite = localDatabase !== null;
    const dbUrl = localDatabase?.url ?? /** @type {string} */ (options.databaseUrl);
    const sql = await connectPostgres(dbUrl);
    let sqlOpen = true;
    const closeSql = async () => {
      if (sqlOpen) await sql.close();
      sqlOpen = false;
    };
    cleanups.push(closeSql);
    lap('database');

    const secrets = await loadOrCreateLocalSecrets(paths.secrets);
    const { authenticatorLogin } = await installLocalShims(sql, shimsDir, {
      adoptRoles: Boolean(pglite),
      authenticatorPassword:
        pglite || options.authenticatorUrl ? undefined : secrets.authenticatorPassword,
    });
    const { applied, fresh } = await applyMigrations(sql, migrationsDir);
    const seeded = fresh && options.seed !== false;
    if (seeded) await applySeed(sql, options.seedFile ?? seedFile);
    lap('migrations');

    const anonKey = mintApiKey('anon', secrets.jwtSecret, secrets.issuedAt);
    apiKeys = [anonKey];

    let publishKey = options.publishKey ?? null;
    let publishKeyGenerated = false;
    if (publishKey === null && !(await hasPublishKey(sql))) {
      publishKey = generatePublishKey();
      publishKeyGenerated = true;
    }
    if (publishKey !== null) await storePublishKey(sql, publishKey);
    if (options.rebuildHookUrl) {
      await setVaultSecret(sql, 'rebuild_hook_url', options.rebuildHookUrl);
    }
    const deliverNet = await usesNetShim(sql);
    const roleSettings = await authenticatorSettings(sql);
    await closeSql();

    let postgrestUrl = dbUrl;
    if (pglite) {
      postgrestUrl = pgliteApiLogin(dbUrl);
    } else {
      const login = postgrestLogin({
        databaseUrl: dbUrl,
        authenticatorUrl: options.authenticatorUrl,
        ownPassword: authenticatorLogin ? secrets.authenticatorPassword : null,
      });
      if (login.warning) log(login.warning);
      postgrestUrl = login.url;
    }

    const postgrest = await startPostgrest({
      dbUri: postgrestUrl,
      jwtSecret: secrets.jwtSecret,
      publicUrl: `${url}/rest/v1/`,
      log: (line) => log(`postgrest: ${line}`),
      roleSettings,
      poolAcquisitionTimeoutS: pglite
        ? LOCAL_POOL_ACQUISITION_TIMEOUT_S
        : POOL_ACQUISITION_TIMEOUT_S,
    });
    cleanups.push(() => postgrest.stop());
    gateway.setUpstream(postgrest.url);
    lap('postgrest');

    const storage = await createStorageApi({
      databaseUrl: dbUrl,
      jwtSecret: secrets.jwtSecret,
      filesDir: paths.storage,
      log,
    });
    cleanups.push(() => storage.close());
    gateway.setStorage(storage);

    if (deliverNet) {
      const workerSql = await connectPostgresPool(dbUrl);
      const worker = startNetWorker({ sql: workerSql, log });
      cleanups.push(async () => {
        await worker.stop();
        await workerSql.close();
      });
    }

    await writeState(paths.state, { pid: process.pid, url, ...(pglite ? { dbUrl } : {}) });
    if (options.envFile) {
      await updateEnvFile(options.envFile, {
        PUBLIC_SUPABASE_URL: url,
        PUBLIC_SUPABASE_ANON_KEY: anonKey,
      });
    }
    timings.total = Math.round(performance.now() - startedAt);

    return {
      url,
      anonKey,
      dbUrl,
      publishKey,
      publishKeyGenerated,
      migrationsApplied: applied,
      seeded,
      timings,
      failure: Promise.race([
        postgrest.exited.then((code) => `PostgREST exited unexpectedly (code ${code}).`),
        localDatabase?.failure ?? new Promise(() => {}),
      ]).then((reason) => (stopping ? new Promise(() => {}) : reason)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
