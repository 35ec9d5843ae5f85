// @ts-check
import { createHash, randomBytes } from 'node:crypto';
import { CliError } from '../lib/cli.mjs';

/** A fresh publishing key: 256 random bits, URL- and header-safe. */
export function generatePublishKey() {
  return randomBytes(32).toString('base64url');
}

/**
 * Refuses keys that are easy to guess or that cannot travel in an HTTP header unchanged.
 * @param {string} key
 */
export function assertUsablePublishKey(key) {
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new CliError('The publishing key may contain only visible ASCII characters (no spaces).');
  }
  if (key.length < 16) {
    throw new CliError('The publishing key must be at least 16 characters long.');
  }
}

/**
 * SHA-256 of the key, hex-encoded: what the database compares the x-publish-key header with.
 * Hashed here so that the key itself never reaches the database or its logs.
 * @param {string} key
 */
export function hashPublishKey(key) {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The name of the owner key that `npm run publish-key` with no option sets, and a first start makes. */
export const ownerKeyName = 'Pemilik';

/**
 * SQL that makes $1 (a key's hex SHA-256) the key of the active owner key 'Pemilik', adding that
 * key when there is none; also printed for pasting into Supabase's SQL editor.
 */
export const storeHashSql = `with replaced as (
  update private.publish_keys
  set key_hash = decode($1, 'hex'), role = 'pemilik', created_at = now(), last_used_on = null
  where lower(name) = lower('${ownerKeyName}') and revoked_at is null
  returning id
)
insert into private.publish_keys (name, role, key_hash)
select '${ownerKeyName}', 'pemilik', decode($1, 'hex')
where not exists (select from replaced)`;

/**
 * Sets the owner key 'Pemilik' to `key`.
 * @param {import('./database.mjs').Sql} sql
 * @param {string} key
 */
export async function storePublishKey(sql, key) {
  assertUsablePublishKey(key);
  await sql.query(storeHashSql, [hashPublishKey(key)]);
}

/**
 * Adds a key named `name` with `role`; refused when an active key has that name.
 * @param {import('./database.mjs').Sql} sql
 * @param {{ key: string, name: string, role: 'pemilik' | 'penulis' }} wanted
 */
export async function addPublishKey(sql, { key, name, role }) {
  assertUsablePublishKey(key);
  await sql.query(
    `insert into private.publish_keys (name, role, key_hash) values ($1, $2, decode($3, 'hex'))`,
    [name, role, hashPublishKey(key)],
  );
}

/**
 * @typedef {{ name: string, role: string, created_at: string, last_used_on: string | null,
 *   revoked_at: string | null }} KeyListing a key as `--list` prints it (days as YYYY-MM-DD)
 */

/**
 * Every key, active ones first: what `npm run publish-key -- --list` prints.
 * @param {import('./database.mjs').Sql} sql
 * @returns {Promise<KeyListing[]>}
 */
export async function listPublishKeys(sql) {
  const rows = await sql.query(`select name, role, to_char(created_at, 'YYYY-MM-DD') as created_at,
      to_char(last_used_on, 'YYYY-MM-DD') as last_used_on,
      to_char(revoked_at, 'YYYY-MM-DD') as revoked_at
    from private.publish_keys
    order by revoked_at is not null, revoked_at desc, created_at, id`);
  return /** @type {KeyListing[]} */ (rows);
}

/**
 * Revokes the active key named `name` (any case); false when there is none. The database
 * refuses to revoke the last active owner key.
 * @param {import('./database.mjs').Sql} sql
 * @param {string} name
 */
export async function revokePublishKey(sql, name) {
  const rows = await sql.query(
    `update private.publish_keys set revoked_at = now()
     where lower(name) = lower($1) and revoked_at is null returning id`,
    [name.trim()],
  );
  return rows.length > 0;
}

/**
 * Whether an active owner key exists (a first start makes one when none does).
 * @param {import('./database.mjs').Sql} sql
 */
export async function hasPublishKey(sql) {
  const rows = await sql.query(
    `select 1 from private.publish_keys where role = 'pemilik' and revoked_at is null`,
  );
  return rows.length > 0;
}
