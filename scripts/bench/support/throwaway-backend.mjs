// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../backend/index.mjs';
import {
  findPostgresBinDir,
  setUpLikeSupabase,
  startThrowawayCluster,
} from '../../backend/postgres-cluster.mjs';
import { CliError } from '../../lib/cli.mjs';

/** @typedef {import('../../backend/index.mjs').Backend} Backend */
/** @typedef {import('../../backend/index.mjs').BackendOptions} BackendOptions */
/** @typedef {import('../../backend/postgres-cluster.mjs').Cluster} Cluster */

/**
 * @typedef {object} ThrowawayBackend
 * @property {Backend} backend the running backend (after restart(), the new one)
 * @property {string} engine 'PGlite', or 'PostgreSQL <version>'
 * @property {Cluster | null} cluster the PostgreSQL cluster (for its superuser), null on PGlite
 * @property {() => Promise<Backend>} restart stops the backend and starts it again on the same
 *   data directory and database: a warm start
 * @property {() => Promise<void>} stop stops the backend (if it still runs) and the cluster, and
 *   removes every file they had
 */

/**
 * A local backend (the migrations, PostgREST, the gateway) on free ports with a temporary data
 * directory of its own, for a bench: on PGlite, as `npm run backend` runs it, or with `engine:
 * 'postgres'` on a throwaway PostgreSQL cluster set up like a Supabase project (as
 * test:db:postgres makes one). Quiet unless `quiet: false`; seeded with supabase/seed.sql unless
 * `seed: false`, as startBackend is. Call stop() when done, also after a failure.
 * @param {object} options
 * @param {string} options.name the bench, in the temporary directory's name
 * @param {'pglite' | 'postgres'} [options.engine]
 * @param {string} [options.withoutPostgres] added to the error when no PostgreSQL server is
 *   installed (what to do instead, say)
 * @param {Pick<BackendOptions, 'seed' | 'quiet' | 'log' | 'publishKey'>} [options.backend]
 * @returns {Promise<ThrowawayBackend>}
 */
export async function startThrowawayBackend({
  name,
  engine = 'pglite',
  withoutPostgres = '',
  backend: backendOptions = {},
}) {
  const dataDir = await mkdtemp(join(tmpdir(), `migran-bench-${name}-`));
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [() => rm(dataDir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    /** @type {BackendOptions} */
    let options = { dataDir, port: 0, quiet: true, ...backendOptions };
    let engineName = 'PGlite';
    /** @type {Cluster | null} */
    let cluster = null;
    if (engine === 'postgres') {
      const binDir = await findPostgresBinDir();
      if (!binDir) {
        throw new CliError(
          `no PostgreSQL server found (Debian: apt-get install postgresql-15, or set POSTGRES_BINDIR)${withoutPostgres}`,
        );
      }
      const started = await startThrowawayCluster({ binDir });
      cluster = started;
      cleanups.push(() => started.stop());
      const project = await setUpLikeSupabase(started);
      engineName = `PostgreSQL ${project.version.split(' ')[0]}`;
      options = {
        ...options,
        databaseUrl: project.databaseUrl,
        authenticatorUrl: project.authenticatorUrl,
      };
    }

    /** A backend whose stop() does its work once, however often it is called. */
    const start = async () => {
      const started = await startBackend(options);
      /** @type {Promise<void> | null} */
      let stopping = null;
      return { ...started, stop: () => (stopping ??= started.stop()) };
    };
    let backend = await start();
    cleanups.push(() => backend.stop());
    return {
      get backend() {
        return backend;
      },
      engine: engineName,
      cluster,
      async restart() {
        await backend.stop();
        backend = await start();
        return backend;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
