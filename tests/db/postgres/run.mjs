#!/usr/bin/env node
// @ts-check
// `npm run test:db:postgres`: tests/db again, on PostgreSQL set up the way Supabase sets up a
// project, where the migrations run as a postgres that is not a superuser (PGlite runs everything
// as one, which hides privilege mistakes). Starts a throwaway cluster, runs the same test files
// (arguments are passed to vitest), and removes the cluster. Without PostgreSQL's server programs
// it says so and skips, unless CI is set.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/repo-root.mjs';
import {
  findPostgresBinDir,
  setUpLikeSupabase,
  startThrowawayCluster,
} from '../../../scripts/backend/postgres-cluster.mjs';

/**
 * @param {Record<string, string>} env
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runDbTests(env, args) {
  // Found through its package.json: vitest 5 no longer exports its bin file as a subpath.
  const manifestPath = createRequire(import.meta.url).resolve('vitest/package.json');
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const vitest = join(dirname(manifestPath), typeof bin === 'string' ? bin : bin.vitest);
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
  // A second database set up alike and left unmigrated, for the tests that migrate a database
  // from an earlier state (tests/db/team-keys.test.ts): a copy of the first before it migrates.
  const admin = await cluster.connectAsSuperuser();
  try {
    await admin.query('create database upgrade_check template postgres owner postgres');
  } finally {
    await admin.end();
  }
  const upgradeDatabaseUrl = project.databaseUrl.replace('/postgres?', '/upgrade_check?');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `test:db:postgres: PostgreSQL ${project.version} (${binDir}), set up like a Supabase project in ${seconds} s`,
  );
  process.exitCode = await runDbTests(
    {
      TEST_DATABASE_URL: project.databaseUrl,
      TEST_DATABASE_AUTHENTICATOR_URL: project.authenticatorUrl,
      TEST_UPGRADE_DATABASE_URL: upgradeDatabaseUrl,
    },
    process.argv.slice(2),
  );
} finally {
  await cluster.stop();
}
