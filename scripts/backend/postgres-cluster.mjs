// @ts-check
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chown, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { CliError, errorMessage } from '../lib/cli.mjs';
import { findFreePort } from '../lib/ports.mjs';
import { superviseChild } from './child-process.mjs';
import { shimsDir } from './paths.mjs';

const run = promisify(execFile);

/** @param {string} dir */
async function hasServerBinaries(dir) {
  try {
    await access(join(dir, 'initdb'));
    await access(join(dir, 'postgres'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Where PostgreSQL's server programs (initdb, postgres) are: POSTGRES_BINDIR when set, else what
 * `pg_config --bindir` says, else the newest /usr/lib/postgresql/<version>/bin (Debian). Null
 * when there are none.
 * @returns {Promise<string | null>}
 */
export async function findPostgresBinDir() {
  const chosen = process.env.POSTGRES_BINDIR;
  if (chosen) return (await hasServerBinaries(chosen)) ? chosen : null;
  /** @type {string[]} */
  const candidates = [];
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // No pg_config on the PATH.
  }
  try {
    const versions = (await readdir('/usr/lib/postgresql'))
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // Not Debian's layout.
  }
  for (const dir of candidates) {
    if (await hasServerBinaries(dir)) return dir;
  }
  return null;
}

/**
 * PostgreSQL refuses to run as root: then it runs as the system's `postgres` user.
 * @returns {Promise<{ uid: number, gid: number } | null>} null: run as this process's user
 */
async function serverUser() {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    return { uid, gid };
  } catch {
    throw new CliError(
      'PostgreSQL does not run as root, and there is no postgres user to run it as.',
    );
  }
}

/**
 * @typedef {object} Cluster
 * @property {number} port its loopback TCP port
 * @property {string} socketDir where its Unix socket is
 * @property {string} superuser the superuser initdb made
 * @property {(user: string, password?: string) => string} url a TCP connection URL
 * @property {() => Promise<pg.Client>} connectAsSuperuser through the socket (trusted)
 * @property {() => Promise<void>} stop stops the server and removes every file it had
 */

/**
 * A throwaway PostgreSQL cluster: initdb into a fresh temporary directory, a free loopback port,
 * its Unix socket in that directory (connections there are trusted; over TCP they need a
 * password), tuned for tests rather than durability.
 * @param {{ binDir: string, superuser?: string }} options
 * @returns {Promise<Cluster>}
 */
export async function startThrowawayCluster({ binDir, superuser = 'supabase_admin' }) {
  const dir = await mkdtemp(join(tmpdir(), 'migran-pg-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const user = await serverUser();
    if (user) await chown(dir, user.uid, user.gid);
    const dataDir = join(dir, 'data');
    const spawnOptions = user ? { uid: user.uid, gid: user.gid } : {};

    await new Promise((resolve, reject) => {
      execFile(
        join(binDir, 'initdb'),
        [
          `--pgdata=${dataDir}`,
          `--username=${superuser}`,
          '--auth-local=trust',
          '--auth-host=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
          '--no-sync',
          '--no-instructions',
        ],
        spawnOptions,
        (error, _stdout, stderr) =>
          error ? reject(new CliError(`initdb failed: ${stderr || error.message}`)) : resolve(0),
      );
    });

    const port = await findFreePort();
    const server = spawn(
      join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-h',
        '127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        // Counts each function's calls (pg_stat_xact_user_functions), which the tests read; a
        // superuser's setting, and the migrations' postgres is not one.
        '-c',
        'track_functions=pl',
      ],
      { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    // If this process ends without stop(), the server's files go with it.
    const supervised = superviseChild(server, {
      onParentExit: () => rmSync(dir, { recursive: true, force: true }),
    });
    const { recent } = supervised;

    const connectAsSuperuser = async () => {
      const client = new pg.Client({ host: dir, port, user: superuser, database: 'postgres' });
      await client.connect();
      return client;
    };
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await (await connectAsSuperuser()).end();
        break;
      } catch (error) {
        if (!supervised.running || Date.now() > deadline) {
          supervised.kill();
          throw new CliError(
            `PostgreSQL did not start (${errorMessage(error)}):\n  ${recent.join('\n  ')}`,
          );
        }
        await delay(50);
      }
    }

    return {
      port,
      socketDir: dir,
      superuser,
      url: (name, password) => {
        const login = password ? `${name}:${encodeURIComponent(password)}` : name;
        return `postgres://${login}@127.0.0.1:${port}/postgres?sslmode=disable`;
      },
      connectAsSuperuser,
      async stop() {
        // SIGINT is PostgreSQL's fast shutdown: ends the sessions, no checkpoint wait.
        await supervised.stop('SIGINT', 10_000);
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

/**
 * Sets a throwaway cluster up as Supabase sets up a project (sql/supabase-project.sql): its
 * superuser makes the API roles and authenticator, demotes postgres to a role that is not a
 * superuser, installs pg_net's and Vault's stand-ins as Supabase installs extensions, makes
 * Storage's schema as the storage server's own migrations do (sql/storage-schema.sql) and
 * lets postgres make policies on it as supautils does (sql/policy-grants-shim.sql); then
 * the two roles that log in get passwords.
 * @param {Cluster} cluster
 * @returns {Promise<{ version: string, databaseUrl: string, authenticatorUrl: string }>}
 *   databaseUrl: postgres's login (what the migrations run as); authenticatorUrl: PostgREST's
 */
export async function setUpLikeSupabase(cluster) {
  const client = await cluster.connectAsSuperuser();
  try {
    const files = [
      'supabase-project.sql',
      'vault-shim.sql',
      'pg-net-shim.sql',
      'storage-schema.sql',
      // Hosted, supautils' policy_grants let postgres make policies on storage.objects, which
      // supabase_storage_admin owns, and nothing else of the owner's.
      'policy-grants-shim.sql',
    ];
    for (const file of files) {
      await client.query(await readFile(join(shimsDir, file), 'utf8'));
    }
    const passwords = {
      postgres: randomBytes(18).toString('base64url'),
      authenticator: randomBytes(18).toString('base64url'),
    };
    for (const [role, password] of Object.entries(passwords)) {
      await client.query(`alter role ${role} password '${password}'`);
    }
    const [{ server_version: version }] = (await client.query('show server_version')).rows;
    return {
      version: String(version),
      databaseUrl: cluster.url('postgres', passwords.postgres),
      authenticatorUrl: cluster.url('authenticator', passwords.authenticator),
    };
  } finally {
    await client.end();
  }
}
