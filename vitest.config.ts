import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One test command for the whole repository, in four projects: unit (node), web (jsdom component tests, unit
// tests too), int and e2e. Integration and browser tests talk to the real PostgreSQL, Redis and NATS on this
// machine; each run uses its own database names, stream prefix and key prefix.
const nodeFolders = '{proto,packages,services,deploy,bench}';

// Every address a test reads for the machine's infrastructure, pointed at a closed port (9, discard) for unit
// tests: one that needs PostgreSQL, Redis or NATS fails in every run, not only where they are down.
const unreachableInfrastructure = {
  TEST_POSTGRES_URL: 'postgresql://postgres@127.0.0.1:9/postgres',
  TEST_REDIS_URL: 'redis://127.0.0.1:9',
  TEST_NATS_URL: 'nats://127.0.0.1:9',
};

export default defineConfig({
  test: {
    // One worker per core. One more (integration tests wait on PostgreSQL and NATS) was quicker on a fast machine,
    // but on a slower one the services that share a worker missed their deadlines.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          // Unit tests: no infrastructure (no PostgreSQL, Redis, NATS or nats-server); `npm run test:unit` proves it.
          name: 'unit',
          include: [`${nodeFolders}/**/*.test.ts`],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          // No test mocks a module or writes to process.env: files share their worker's imported modules.
          isolate: false,
          env: unreachableInfrastructure,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Integration tests (`*.int.test.ts`): against the real PostgreSQL, Redis and NATS of the machine.
          name: 'int',
          include: [`${nodeFolders}/**/*.int.test.ts`],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          // Each file starts its own services over its own databases and stream prefix, and none mocks a
          // module or sets the environment: sharing a worker's imported modules between files halves the
          // project's CPU (the services' module graphs are large). Files pass in any order (--sequence.shuffle.files).
          isolate: false,
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
          // One web build and one stack for every file (web/e2e/global-setup.ts), started in the background
          // while the other projects' tests run.
          globalSetup: ['web/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
