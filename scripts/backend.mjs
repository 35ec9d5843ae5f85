#!/usr/bin/env node
// @ts-check
// The local backend: `npm run backend` (add `-- --reset` to start from scratch). See docs/backend.md.
import { parseCommandLine, runCli } from './lib/cli.mjs';
import { DEFAULT_PORT, startBackend } from './backend/index.mjs';
import { defaultEnvFile } from './backend/paths.mjs';
import { parsePort } from './lib/ports.mjs';

const usage = `Usage: npm run backend [-- --reset]

Starts PGlite (or DATABASE_URL), PostgREST and a Supabase-like gateway on 127.0.0.1.
  --reset   wipe the local database (.data/) and start from the migrations and seed again

Environment: BACKEND_PORT (default ${DEFAULT_PORT}), BACKEND_DB_PORT (default BACKEND_PORT + 1),
BACKEND_DATA_DIR (default .data), DATABASE_URL, DATABASE_AUTHENTICATOR_URL, PUBLISH_KEY,
REBUILD_HOOK_URL.`;

/** @param {string | undefined} value @param {string} name */
function portFrom(value, name) {
  if (value === undefined || value === '') return undefined;
  return parsePort(value, name, { allowZero: true });
}

async function main() {
  const values = parseCommandLine({ reset: { type: 'boolean' } }, usage);

  // Handlers first: a Ctrl-C during startup must still stop PostgREST and close PGlite cleanly.
  /** @type {import('./backend/index.mjs').Backend | undefined} */
  let backend;
  let exitCode = /** @type {number | null} */ (null);
  const shutdown = async (/** @type {number} */ code) => {
    if (exitCode !== null) process.exit(1); // asked twice: stop waiting
    exitCode = code;
    if (!backend) return; // still starting: stopped as soon as it is up
    await backend.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const env = process.env;
  backend = await startBackend({
    dataDir: env.BACKEND_DATA_DIR || undefined,
    port: portFrom(env.BACKEND_PORT, 'BACKEND_PORT'),
    dbPort: portFrom(env.BACKEND_DB_PORT, 'BACKEND_DB_PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    authenticatorUrl: env.DATABASE_AUTHENTICATOR_URL || undefined,
    publishKey: env.PUBLISH_KEY || undefined,
    rebuildHookUrl: env.REBUILD_HOOK_URL || undefined,
    reset: values.reset,
    envFile: defaultEnvFile,
  });

  if (exitCode !== null) {
    await backend.stop();
    process.exit(exitCode);
  }

  const { timings } = backend;
  const seconds = (/** @type {number | undefined} */ ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
  const lines = [
    `Local backend ready in ${seconds(timings.total)} (database ${seconds(timings.database)}, ` +
      `schema ${seconds(timings.migrations)}, PostgREST ${seconds(timings.postgrest)})`,
    `  API URL (supabase-js):  ${backend.url}`,
    `  REST:                   ${backend.url}/rest/v1/`,
    `  Postgres:               ${env.DATABASE_URL ? '(DATABASE_URL)' : backend.dbUrl}`,
    `  anon key:               ${backend.anonKey}`,
    `  Wrote PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to .env.local`,
  ];
  if (backend.migrationsApplied.length > 0) {
    lines.push(`  Migrations applied:     ${backend.migrationsApplied.join(', ')}`);
  }
  if (backend.seeded) lines.push('  Seeded with supabase/seed.sql');
  if (backend.publishKeyGenerated) {
    lines.push(
      `  Publishing key:         ${backend.publishKey}`,
      '    (shown once; only its hash is stored. New key: npm run publish-key)',
    );
  } else if (backend.publishKey) {
    lines.push('  Publishing key:         set from PUBLISH_KEY');
  }
  lines.push('Press Ctrl-C to stop.');
  console.log(lines.join('\n'));

  void backend.failure.then((reason) => {
    console.error(reason);
    void shutdown(1);
  });
}

runCli('backend', main);
