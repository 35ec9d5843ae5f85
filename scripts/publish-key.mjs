#!/usr/bin/env node
// @ts-check
// Sets or rotates the publishing key: `npm run publish-key`. See docs/backend.md.
import { access } from 'node:fs/promises';
import { parseCommandLine, runCli } from './lib/cli.mjs';
import { connectPostgres, openPglite, redactUrl } from './backend/database.mjs';
import { CliError, errorMessage } from './lib/cli.mjs';
import { dataPaths, defaultDataDir } from './backend/paths.mjs';
import {
  assertUsablePublishKey,
  generatePublishKey,
  hashPublishKey,
  storeHashSql,
  storePublishKey,
} from './backend/publish-key.mjs';
import { readRunningBackend } from './backend/state-file.mjs';

const usage = `Usage: npm run publish-key [-- --sql]

Generates a strong publishing key, prints it once and stores only its hash. PUBLISH_KEY=...
sets that key instead. The database is DATABASE_URL when set, else the local backend's (.data/,
or BACKEND_DATA_DIR), running or not.
  --sql   print the SQL that stores the hash (for Supabase's SQL editor) instead of connecting`;

/** @returns {Promise<{ sql: import('./backend/database.mjs').Sql, where: string }>} */
async function openTarget() {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    return { sql: await connectPostgres(url), where: redactUrl(url) };
  }
  const dataDir = process.env.BACKEND_DATA_DIR || defaultDataDir;
  const paths = dataPaths(dataDir);
  const running = await readRunningBackend(paths.state);
  if (running?.dbUrl) {
    return { sql: await connectPostgres(running.dbUrl), where: `the running local backend` };
  }
  try {
    await access(paths.pgdata);
  } catch {
    throw new CliError(
      `No local database in ${dataDir} yet. Start it once with npm run backend, or set DATABASE_URL.`,
    );
  }
  return { sql: (await openPglite(paths.pgdata)).sql, where: `the local database in ${dataDir}` };
}

async function main() {
  const values = parseCommandLine({ sql: { type: 'boolean' } }, usage);

  const given = process.env.PUBLISH_KEY;
  const key = given || generatePublishKey();
  assertUsablePublishKey(key);

  if (values.sql) {
    const statement = storeHashSql.replace('$1', `'${hashPublishKey(key)}'`);
    console.log(`${statement};`);
    if (!given) console.error(`\nPublishing key (shown once): ${key}`);
    return;
  }

  const { sql, where } = await openTarget();
  try {
    await storePublishKey(sql, key);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === '42P01') {
      throw new CliError(`${where} has no private.publish_key table: apply the migrations first.`);
    }
    throw new CliError(`Could not store the key in ${where}: ${errorMessage(error)}`);
  } finally {
    await sql.close();
  }
  console.log(`Publishing key hash stored in ${where}.`);
  if (!given) {
    console.log(`Publishing key (shown once, keep it somewhere safe): ${key}`);
  }
}

runCli('publish-key', main);
