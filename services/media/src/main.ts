import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { mediaConfigSchema } from './config.ts';
import { connectMediaDb } from './db/client.ts';

// Attachments: metadata and encrypted bytes. Its calls arrive with the messages issue (#4).
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('media', mediaConfigSchema);

await startService({
  name: 'media',
  config,
  prismaDir,
  connectDatabase: () => connectMediaDb(config.DATABASE_URL),
  // Health and readiness only, until its calls arrive (grpc-js refuses a service without methods).
  async setup() {},
});
