// @ts-check
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CliError, errorMessage } from '../lib/cli.mjs';
import { pgliteExtensions } from './pglite-extensions.mjs';

/**
 * The little the backend needs from a database, whether PGlite in this process or a Postgres
 * server reached over the network.
 * @typedef {object} Sql
 * @property {(text: string, params?: unknown[]) => Promise<Record<string, any>[]>} query
 * @property {(script: string) => Promise<void>} exec runs a script of several statements
 * @property {() => Promise<void>} close
 */

/**
 * Opens (creating on first use) a PGlite database persisted in `dir`.
 * @param {string} dir
 * @returns {Promise<{ db: PGlite, sql: Sql }>}
 */
export async function openPglite(dir) {
  const db = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  return {
    db,
    sql: {
      query: async (text, params) => (await db.query(text, params)).rows,
      exec: async (script) => {
        await db.exec(script);
      },
      close: () => db.close(),
    },
  };
}

/**
 * Connects to a Postgres server (an external DATABASE_URL, or PGlite through its socket).
 * @param {string} url
 * @returns {Promise<Sql>}
 */
export async function connectPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(`Cannot connect to ${redactUrl(url)}: ${errorMessage(error)}`);
  }
  // An idle connection that dies (database restarted) must not crash the process.
  client.on('error', () => {});
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    exec: async (script) => {
      await client.query(script);
    },
    close: () => client.end(),
  };
}

/**
 * Like connectPostgres, but each query takes a connection from a pool of one, which is opened
 * again when it was lost (the database restarted): for a client that runs as long as the
 * backend.
 * @param {string} url
 * @returns {Promise<Sql>}
 */
export async function connectPostgresPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // A pooled connection that dies while idle must not crash the process; the pool drops it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new CliError(`Cannot connect to ${redactUrl(url)}: ${errorMessage(error)}`);
  }
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}

/**
 * A connection URL fit for printing: the password replaced.
 * @param {string} url
 */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the database';
  }
}
