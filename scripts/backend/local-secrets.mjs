// @ts-check
import { randomBytes } from 'node:crypto';
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
