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

/** SQL that stores a key hash; also printed for pasting into Supabase's SQL editor. */
export const storeHashSql = `insert into private.publish_key (id, key_hash, updated_at)
values (true, decode($1, 'hex'), now())
on conflict (id) do update set key_hash = excluded.key_hash, updated_at = excluded.updated_at`;

/**
 * @param {import('./database.mjs').Sql} sql
 * @param {string} key
 */
export async function storePublishKey(sql, key) {
  assertUsablePublishKey(key);
  await sql.query(storeHashSql, [hashPublishKey(key)]);
}

/** @param {import('./database.mjs').Sql} sql */
export async function hasPublishKey(sql) {
  const rows = await sql.query('select 1 from private.publish_key');
  return rows.length > 0;
}
