#!/usr/bin/env node
// @ts-check
// `npm run test:db:postgres`: tests/db again, on PostgreSQL set up the way Supabase sets up a
// project, where the migrations run as a postgres that is not a superuser (PGlite runs everything
// as one, which hides privilege mistakes). Starts a throwaway cluster, runs the same test files
// (arguments are passed to vitest), and removes the cluster. Without PostgreSQL's server programs
// it says so and skips, unless CI is set.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shimsDir } from '../../../scripts/backend/paths.mjs';
import { repoRoot } from '../../../scripts/lib/repo-root.mjs';
import {
  findPostgresBinDir,
  startThrowawayCluster,
} from '../../../scripts/backend/postgres-cluster.mjs';

const projectSetup = fileURLToPath(new URL('./supabase-project.sql', import.meta.url));

/**
 * The platform's setup, then pg_net's and Vault's stand-ins installed by the superuser as Supabase
 * installs extensions, then passwords for the two roles that log in.
 * @param {import('../../../scripts/backend/postgres-cluster.mjs').Cluster} cluster
 */
async function setUpLikeSupabase(cluster) {
  const client = await cluster.connectAsSuperuser();
  try {
    for (const file of [
      projectSetup,
      join(shimsDir, 'vault-shim.sql'),
      join(shimsDir, 'pg-net-shim.sql'),
    ]) {
      await client.query(await readFile(file, 'utf8'));
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

/**
 * @param {Record<string, string>} env
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runDbTests(env, args) {
  // vitest 5 exports no `vitest/vitest.mjs`: its bin, next to its package.json.
  const manifest = createRequire(import.meta.url).resolve('vitest/package.json');
  const vitest = join(dirname(manifest), 'vitest.mjs');
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--config', 'vitest.db.config.ts', ...args],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  // Ctrl-C reaches vitest too; this process waits for it, then removes the cluster.
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const binDir = await findPostgresBinDir();
if (!binDir) {
  const message = process.env.POSTGRES_BINDIR
    ? `test:db:postgres: no initdb and postgres in POSTGRES_BINDIR (${process.env.POSTGRES_BINDIR})`
    : 'test:db:postgres: no PostgreSQL server found (Debian: apt-get install postgresql-15, or set POSTGRES_BINDIR)';
  if (process.env.CI) {
    console.error(`${message}; CI is set, so this fails.`);
    process.exit(1);
  }
  console.log(`${message}: skipped.`);
  process.exit(0);
}

const started = performance.now();
const cluster = await startThrowawayCluster({ binDir });
try {
  const project = await setUpLikeSupabase(cluster);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `test:db:postgres: PostgreSQL ${project.version} (${binDir}), set up like a Supabase project in ${seconds} s`,
  );
  process.exitCode = await runDbTests(
    {
      TEST_DATABASE_URL: project.databaseUrl,
      TEST_DATABASE_AUTHENTICATOR_URL: project.authenticatorUrl,
    },
    process.argv.slice(2),
  );
} finally {
  await cluster.stop();
}
