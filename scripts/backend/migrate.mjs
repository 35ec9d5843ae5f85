// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError, errorMessage } from '../lib/cli.mjs';

/** @typedef {import('./database.mjs').Sql} Sql */

/**
 * Runs a script in one transaction; a failure names the file and leaves nothing half-applied.
 * @param {Sql} sql
 * @param {string} file
 * @param {{ before?: () => Promise<unknown>, after?: (script: string) => Promise<unknown> }} [steps]
 *   more work inside the same transaction
 */
async function runScript(sql, file, { before, after } = {}) {
  const script = await readFile(file, 'utf8');
  await sql.exec('begin');
  try {
    await before?.();
    await sql.exec(script);
    await after?.(script);
    await sql.exec('commit');
  } catch (error) {
    await sql.exec('rollback');
    throw new CliError(`${file} failed: ${errorMessage(error)}`);
  }
}

/**
 * What Supabase gives every project and PGlite lacks: the API roles (scripts/backend/sql/roles.sql
 * says which it may change), stand-ins for Vault and pg_net where those extensions are not
 * installed, and Storage's schema where there is none (sql/storage-schema.sql). A stand-in is installed where it is missing and brought up to date by the role that
 * owns it; one installed by another role (a superuser, as Supabase installs extensions) is left
 * as it is. Runs before the migrations.
 * @param {Sql} sql
 * @param {string} shimsDir
 * @param {{ adoptRoles?: boolean, authenticatorPassword?: string }} [options] adoptRoles: the
 *   database is wholly the backend's (PGlite), so are its API roles; authenticatorPassword: give
 *   authenticator this password, if the roles are ours
 * @returns {Promise<{ authenticatorLogin: boolean }>} whether authenticator now has that password
 */
export async function installLocalShims(sql, shimsDir, options = {}) {
  let authenticatorLogin = false;
  await runScript(sql, join(shimsDir, 'roles.sql'), {
    before: () =>
      sql.query(
        `select set_config('local_backend.adopt_roles', $1, true),
                set_config('local_backend.authenticator_password', $2, true)`,
        [options.adoptRoles ? 'on' : 'off', options.authenticatorPassword ?? ''],
      ),
    after: async () => {
      const [row] = await sql.query(
        `select current_setting('local_backend.authenticator_login', true) = 'on' as login`,
      );
      authenticatorLogin = row?.login === true;
    },
  });
  const [state] = await sql.query(`select
    not exists (select from pg_extension where extname = 'supabase_vault')
      and coalesce((select pg_get_userbyid(nspowner) = current_user
                    from pg_namespace where nspname = 'vault'), true) as install_vault,
    not exists (select from pg_available_extensions where name = 'pg_net')
      and coalesce((select pg_get_userbyid(nspowner) = current_user
                    from pg_namespace where nspname = 'net'), true) as install_net,
    to_regclass('storage.objects') is null as install_storage`);
  if (state?.install_vault) await runScript(sql, join(shimsDir, 'vault-shim.sql'));
  if (state?.install_net) await runScript(sql, join(shimsDir, 'pg-net-shim.sql'));
  if (state?.install_storage) await runScript(sql, join(shimsDir, 'storage-schema.sql'));
  return { authenticatorLogin };
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
    await runScript(sql, join(dir, file), {
      after: (script) =>
        sql.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [version, [script], name],
        ),
    });
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
