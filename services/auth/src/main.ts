import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServiceIdentity } from '@app/platform/service-identity';
import { loadServiceConfigOrExit } from '@app/platform/config';
import { startService } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import { authConfigSchema } from './config.ts';
import { connectAuthDb } from './db/client.ts';
import { authHandlers } from './grpc/auth-handlers.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('auth', authConfigSchema);

await startService({
  name: 'auth',
  config,
  producer: 'auth',
  prismaDir,
  connectDatabase: () => connectAuthDb(config.DATABASE_URL),
  async setup({ server, relay }, db) {
    server.addService(
      services.auth().service,
      authHandlers({
        db,
        config,
        // Signs the user assertions GetSession, Login and Register hand out.
        identity: createServiceIdentity('auth', config.SERVICE_SIGNING_KEY),
        eventsWritten: () => relay?.kick(),
        now: () => new Date(),
      }),
    );
  },
});
