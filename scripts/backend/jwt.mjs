// @ts-check
import { createHmac } from 'node:crypto';

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
