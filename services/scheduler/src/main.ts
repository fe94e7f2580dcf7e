import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { schedulerConfigSchema } from './config.ts';
import { connectSchedulerDb } from './db/client.ts';

// Delivery dates and proof of life. Its jobs arrive with the access issue (#5) and the scheduler issue.
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('scheduler', schedulerConfigSchema);

await startService({
  name: 'scheduler',
  config,
  prismaDir,
  connectDatabase: () => connectSchedulerDb(config.DATABASE_URL),
  // Health and readiness only, until its calls arrive (grpc-js refuses a service without methods).
  async setup() {},
});
