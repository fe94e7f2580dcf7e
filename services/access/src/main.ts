import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { accessConfigSchema } from './config.ts';
import { connectAccessDb } from './db/client.ts';

// The recipient's way in: attempts, locks and read receipts. Its calls arrive with the access issue (#5).
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('access', accessConfigSchema);

await startService({
  name: 'access',
  config,
  prismaDir,
  connectDatabase: () => connectAccessDb(config.DATABASE_URL),
  // Health and readiness only, until its calls arrive (grpc-js refuses a service without methods).
  async setup() {},
});
