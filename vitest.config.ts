import { defineConfig } from 'vitest/config';

// One test command for the whole repository. Integration tests talk to the real PostgreSQL, Redis and
// NATS on this machine; each run uses its own database names, stream prefix and key prefix.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['{proto,packages,services,deploy,bench}/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          // One whole-product stack at a time: two would race for ports and CPU on a 2-core machine.
          fileParallelism: false,
          include: ['web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
