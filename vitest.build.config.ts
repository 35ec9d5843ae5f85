import { defineConfig } from 'vitest/config';

// tests/build: what a production build writes (head tags, structured data, sitemap, feed,
// security headers, byte budgets), read from one build against a throwaway seeded backend.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/build/global-setup.ts'],
    hookTimeout: 240_000,
  },
});
