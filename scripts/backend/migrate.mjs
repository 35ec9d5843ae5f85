// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BackendError } from './errors.mjs';
import { errorMessage } from './database.mjs';

/** @typedef {import('./database.mjs').Sql} Sql */

/**
 * Runs a script in one transaction; a failure names the file and leaves nothing half-applied.
 * @param {Sql} sql
 * @param {string} file
 * @param {(script: string) => Promise<void>} [after] more work inside the same transaction
 */
async function runScript(sql, file, after) {
  const script = await readFile(file, 'utf8');
  await sql.exec('begin');
  try {
    await sql.exec(script);
    await after?.(script);
    await sql.exec('commit');
  } catch (error) {
    await sql.exec('rollback');
    throw new BackendError(`${file} failed: ${errorMessage(error)}`);
  }
}

/**
 * What Supabase gives every project and PGlite lacks: the API roles, and stand-ins for Vault and
 * pg_net where those extensions are not installable. Idempotent; runs before the migrations.
 * @param {Sql} sql
 * @param {string} shimsDir
 */
export async function installLocalShims(sql, shimsDir) {
  await runScript(sql, join(shimsDir, 'roles.sql'));
  const [state] = await sql.query(`select
    exists (select from pg_namespace where nspname = 'vault') as has_vault,
    exists (select from pg_namespace where nspname = 'net') as has_net,
    exists (select from pg_available_extensions where name = 'pg_net') as pg_net_available`);
  if (!state?.has_vault) await runScript(sql, join(shimsDir, 'vault-shim.sql'));
  if (!state?.has_net && !state?.pg_net_available) {
    await runScript(sql, join(shimsDir, 'pg-net-shim.sql'));
  }
}

/**
 * True when net.http_post only queues requests and this process must deliver them.
 * @param {Sql} sql
 */
export async function usesNetShim(sql) {
  const [row] = await sql.query(`select
    not exists (select from pg_extension where extname = 'pg_net')
    and to_regclass('net.http_request_queue') is not null as shim`);
  return Boolean(row?.shim);
}

/**
 * Applies, in order, the migrations not applied yet, recording them where the Supabase CLI does.
 * @param {Sql} sql
 * @param {string} dir
 * @returns {Promise<{ applied: string[], fresh: boolean }>} fresh: no migration had run before
 */
export async function applyMigrations(sql, dir) {
  await sql.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );`);
  const done = new Set(
    (await sql.query('select version from supabase_migrations.schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const files = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const applied = [];
  for (const file of files) {
    const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
    if (done.has(version)) continue;
    await runScript(sql, join(dir, file), (script) =>
      sql
        .query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [version, [script], name],
        )
        .then(() => {}),
    );
    applied.push(file);
  }
  return { applied, fresh: done.size === 0 };
}

/**
 * @param {Sql} sql
 * @param {string} file
 */
export async function applySeed(sql, file) {
  await runScript(sql, file);
}
