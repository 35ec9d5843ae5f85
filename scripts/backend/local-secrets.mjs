// @ts-check
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * @typedef {{ jwtSecret: string, issuedAt: number }} LocalSecrets
 */

/**
 * The local stack's JWT secret, made once per data directory so the anon key written to
 * `.env.local` stays valid across restarts.
 * @param {string} file
 * @returns {Promise<LocalSecrets>}
 */
export async function loadOrCreateLocalSecrets(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    issuedAt: Math.floor(Date.now() / 1000),
  };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
