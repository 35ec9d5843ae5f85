#!/usr/bin/env node
// @ts-check
// Sets or rotates the publishing key: `npm run publish-key`. See docs/backend.md.
import { access } from 'node:fs/promises';
import { parseCommandLine, runCli } from './lib/cli.mjs';
import { connectPostgres, openPglite, redactUrl } from './backend/database.mjs';
import { CliError, errorMessage } from './lib/cli.mjs';
import { dataPaths, defaultDataDir } from './backend/paths.mjs';
import {
  addPublishKey,
  assertUsablePublishKey,
  generatePublishKey,
  hashPublishKey,
  listPublishKeys,
  ownerKeyName,
  revokePublishKey,
  storeHashSql,
  storePublishKey,
} from './backend/publish-key.mjs';
import { readRunningBackend } from './backend/state-file.mjs';

const usage = `Usage: npm run publish-key [-- --sql | --name NAME [--role penulis|pemilik] | --list | --revoke NAME]

Each person who writes has a key of their own (docs/deploy.md). With no option: generates a
strong key for the owner key '${ownerKeyName}' (made when missing, replaced when there), prints it
once and stores only its hash. PUBLISH_KEY=... sets that key instead of a generated one. The
database is DATABASE_URL when set, else the local backend's (.data/, or BACKEND_DATA_DIR), running
or not.
  --sql            print the SQL that sets '${ownerKeyName}' (for Supabase's SQL editor) instead
                   of connecting
  --name NAME      add a key for NAME (1-60 characters; no active key may have that name)
  --role ROLE      with --name: penulis (writer, the default) or pemilik (owner: may manage keys)
  --list           list every key: name, role, made, last used, revoked
  --revoke NAME    revoke NAME's active key at once (never the last active owner key)`;

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

/** @param {Record<string, unknown>} values */
function chosenAction(values) {
  const actions = ['sql', 'name', 'list', 'revoke'].filter((name) => values[name] !== undefined);
  if (actions.length > 1) {
    throw new CliError(`Use one of --${actions.join(', --')}, not several.\n\n${usage}`);
  }
  if (values.role !== undefined && values.name === undefined) {
    throw new CliError(`--role goes with --name.\n\n${usage}`);
  }
  return actions[0] ?? 'owner';
}

/** @param {unknown} error @param {string} where */
function storeFailure(error, where) {
  const { code } = /** @type {{ code?: string }} */ (error);
  if (code === '42P01') {
    return new CliError(`${where} has no private.publish_keys table: apply the migrations first.`);
  }
  if (code === '23505') return new CliError(`An active key already has that name in ${where}.`);
  if (code === '23514') {
    return new CliError('A name has 1 to 60 characters, without spaces at either end.');
  }
  if (code === 'PT409') {
    return new CliError(
      `That is the last active owner key: add another first (--name NAME --role pemilik).`,
    );
  }
  return new CliError(`Could not change the keys in ${where}: ${errorMessage(error)}`);
}

/** @param {Awaited<ReturnType<typeof listPublishKeys>>} keys */
function keysTable(keys) {
  if (keys.length === 0) return 'No publishing keys yet.';
  const header = ['NAME', 'ROLE', 'MADE', 'LAST USED', 'REVOKED'];
  const rows = [
    header,
    ...keys.map((k) => [k.name, k.role, k.created_at, k.last_used_on ?? '-', k.revoked_at ?? '-']),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main() {
  const values = parseCommandLine(
    {
      sql: { type: 'boolean' },
      name: { type: 'string' },
      role: { type: 'string' },
      list: { type: 'boolean' },
      revoke: { type: 'string' },
    },
    usage,
  );
  const action = chosenAction(values);
  const role = values.role ?? 'penulis';
  if (role !== 'penulis' && role !== 'pemilik') {
    throw new CliError(`--role is penulis or pemilik, not ${role}.`);
  }

  const given = process.env.PUBLISH_KEY;
  const key = given || generatePublishKey();
  if (action === 'owner' || action === 'sql' || action === 'name') assertUsablePublishKey(key);

  if (action === 'sql') {
    const statement = storeHashSql.replaceAll('$1', `'${hashPublishKey(key)}'`);
    console.log(`${statement};`);
    if (!given) console.error(`\nPublishing key of ${ownerKeyName} (shown once): ${key}`);
    return;
  }

  const { sql, where } = await openTarget();
  try {
    if (action === 'list') {
      console.log(keysTable(await listPublishKeys(sql)));
      return;
    }
    if (action === 'revoke') {
      const name = /** @type {string} */ (values.revoke);
      if (!(await revokePublishKey(sql, name))) {
        throw new CliError(
          `No active key named ${name} in ${where} (npm run publish-key -- --list).`,
        );
      }
      console.log(`Key of ${name.trim()} revoked in ${where}: it is refused from now on.`);
      return;
    }
    const name = action === 'name' ? /** @type {string} */ (values.name).trim() : ownerKeyName;
    if (action === 'name') await addPublishKey(sql, { key, name, role });
    else await storePublishKey(sql, key);
    console.log(
      `Publishing key of ${name} (${action === 'name' ? role : 'pemilik'}) stored in ${where}.`,
    );
    if (!given) {
      console.log(`Publishing key (shown once, give it to ${name} directly): ${key}`);
    }
  } catch (error) {
    throw error instanceof CliError ? error : storeFailure(error, where);
  } finally {
    await sql.close();
  }
}

runCli('publish-key', main);
