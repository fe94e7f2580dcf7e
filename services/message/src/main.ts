import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { messageConfigSchema } from './config.ts';
import { connectMessageDb } from './db/client.ts';

// Messages, security questions and access codes. Its calls arrive with the messages issue (#4).
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('message', messageConfigSchema);

await startService({
  name: 'message',
  config,
  prismaDir,
  connectDatabase: () => connectMessageDb(config.DATABASE_URL),
  // Health and readiness only, until its calls arrive (grpc-js refuses a service without methods).
  async setup() {},
});
