// @ts-check
// The secrets of the local stack: its own (JWT secret, authenticator password), the API keys
// signed with them, and the Vault secret the rebuild hook reads.
import { createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * @typedef {{ jwtSecret: string, issuedAt: number, authenticatorPassword: string }} LocalSecrets
 */

const newSecret = () => randomBytes(36).toString('base64url');

/**
 * The local stack's secrets, made once per data directory: the JWT secret (so the anon key
 * written to `.env.local` stays valid across restarts) and the password PostgREST logs in with
 * as authenticator on a Postgres server, where the backend made that role. A file from before a
 * secret existed gets it added.
 * @param {string} file
 * @returns {Promise<LocalSecrets>}
 */
export async function loadOrCreateLocalSecrets(file) {
  /** @type {Partial<LocalSecrets>} */
  let stored = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  const secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    issuedAt: stored.issuedAt ?? Math.floor(Date.now() / 1000),
    authenticatorPassword: stored.authenticatorPassword ?? newSecret(),
  };
  if (Object.keys(stored).length !== Object.keys(secrets).length) {
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

/** @param {object} value */
const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs a JWT with HS256, the algorithm Supabase's legacy API keys and PostgREST's jwt-secret use.
 * @param {Record<string, unknown>} payload
 * @param {string} secret
 */
export function signJwt(payload, secret) {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

/**
 * An API key as Supabase issues it: a long-lived JWT naming the Postgres role to use.
 * @param {'anon' | 'service_role'} role
 * @param {string} secret
 * @param {number} issuedAt seconds since the epoch; fixed per data directory so keys stay stable
 */
export function mintApiKey(role, secret, issuedAt) {
  return signJwt({ iss: 'supabase', role, iat: issuedAt, exp: issuedAt + TEN_YEARS_S }, secret);
}

/**
 * Creates or replaces a Vault secret by name, with the functions both Supabase Vault and the
 * local stand-in provide.
 * @param {import('./database.mjs').Sql} sql
 * @param {string} name
 * @param {string} value
 */
export async function setVaultSecret(sql, name, value) {
  const [existing] = await sql.query('select id from vault.secrets where name = $1', [name]);
  if (existing) {
    await sql.query('select vault.update_secret($1, $2)', [existing.id, value]);
  } else {
    await sql.query('select vault.create_secret($1, $2)', [value, name]);
  }
}
