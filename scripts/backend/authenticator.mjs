// @ts-check
import { API_LOGIN } from './statement-limits.mjs';

/**
 * The connection PostgREST logs in with on a Postgres server: as authenticator, like Supabase's,
 * whose settings (timeouts) and memberships then apply. That login is the one the user gives, or
 * else the backend's own connection with authenticator's name and the password roles.sql set,
 * where the backend made that role. Otherwise PostgREST logs in as the backend itself, with a
 * warning.
 * @param {object} options
 * @param {string} options.databaseUrl the backend's own connection (migrations, scripts)
 * @param {string} [options.authenticatorUrl] authenticator's login, given by the user
 * @param {string | null} [options.ownPassword] authenticator's password, set by roles.sql
 * @returns {{ url: string, warning?: string }}
 */
export function postgrestLogin({ databaseUrl, authenticatorUrl, ownPassword }) {
  if (authenticatorUrl) return { url: authenticatorUrl };
  let url = null;
  try {
    url = new URL(databaseUrl);
  } catch {
    // A key=value connection string: used as it is.
  }
  if (url && ownPassword) {
    url.username = 'authenticator';
    url.password = ownPassword;
    return { url: url.toString() };
  }
  const user = url ? decodeURIComponent(url.username) || 'the default user' : 'DATABASE_URL';
  return {
    url: databaseUrl,
    warning:
      `PostgREST logs in as ${user}, not as authenticator: the database's authenticator role ` +
      'was not made by the local backend. Give its login as authenticatorUrl to use it.',
  };
}

/**
 * PostgREST's login on PGlite: the superuser's URL naming authenticator. PGlite is one session
 * as its superuser whatever user a connection names, but the name tells the local database
 * which statements are the API's (and their time limit).
 * @param {string} pgliteUrl
 */
export function pgliteApiLogin(pgliteUrl) {
  const url = new URL(pgliteUrl);
  url.username = API_LOGIN;
  return url.toString();
}
