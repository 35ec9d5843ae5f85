// @ts-check
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { repoRoot } from '../lib/repo-root.mjs';

export const defaultDataDir = join(repoRoot, '.data');
export const migrationsDir = join(repoRoot, 'supabase', 'migrations');
export const seedFile = join(repoRoot, 'supabase', 'seed.sql');
export const shimsDir = fileURLToPath(new URL('./sql/', import.meta.url));

/** Astro (Vite) loads `.env.local` at build and dev time; our .gitignore keeps it out of git. */
export const defaultEnvFile = join(repoRoot, '.env.local');

/**
 * Files the local backend keeps under its data directory.
 * @param {string} dataDir
 */
export function dataPaths(dataDir) {
  return {
    pgdata: join(dataDir, 'pgdata'),
    /** Storage's files (the objects' rows are in the database). */
    storage: join(dataDir, 'storage'),
    secrets: join(dataDir, 'backend-secrets.json'),
    state: join(dataDir, 'backend.json'),
  };
}
