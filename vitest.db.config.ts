import { defineConfig } from 'vitest/config';

// tests/db: the articles backend (schema, RLS, webhook, local backend) through supabase-js,
// against a throwaway local backend that global-setup starts on free loopback ports.
export default defineConfig({
  test: {
    include: ['tests/db/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/db/global-setup.ts'],
    // The files share one database and check it is unchanged after each attack.
    fileParallelism: false,
    // A guard against a hang, never a verdict: beside the other database run and the CDN leg
    // (npm test runs them side by side) a PGlite test that takes 8 s alone can take 20.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
