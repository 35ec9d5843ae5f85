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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
