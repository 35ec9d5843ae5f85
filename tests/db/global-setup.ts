import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBackend } from '../../scripts/backend/index.mjs';

export interface TestBackend {
  url: string;
  anonKey: string;
  dbUrl: string;
  publishKey: string;
  dataDir: string;
  /** PGlite runs everything as its superuser; 'postgres' is a server with real roles. */
  engine: 'pglite' | 'postgres';
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackend;
  }
}

/**
 * One throwaway backend (temp data dir, free ports) for all of tests/db. TEST_DATABASE_URL runs
 * the same tests against a real, disposable Postgres instead of PGlite (tests/db/postgres/run.mjs
 * makes one like Supabase's); TEST_DATABASE_AUTHENTICATOR_URL is then authenticator's login.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'migran-db-test-'));
  // Mixed case on purpose: a key differing only in case must be refused.
  const publishKey = `Test-Key-${randomBytes(18).toString('hex')}`;
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const backend = await startBackend({
    dataDir,
    port: 0,
    publishKey,
    databaseUrl,
    authenticatorUrl: process.env.TEST_DATABASE_AUTHENTICATOR_URL || undefined,
    quiet: true,
  });
  project.provide('backend', {
    url: backend.url,
    anonKey: backend.anonKey,
    dbUrl: backend.dbUrl,
    publishKey,
    dataDir,
    engine: databaseUrl ? 'postgres' : 'pglite',
  });
  return async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
