import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { services } from '@app/proto/services';
import { paymentConfigSchema } from './config.ts';
import { connectPaymentDb } from './db/client.ts';
import { consumeMessageDeleted } from './events/on-message-deleted.ts';
import { consumeUserRegistered } from './events/on-user-registered.ts';
import { paymentHandlers } from './grpc/payment-handlers.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('payment', paymentConfigSchema);

await startService({
  name: 'payment',
  config,
  prismaDir,
  connectDatabase: () => connectPaymentDb(config.DATABASE_URL),
  async setup({ server, nc, logger }, db) {
    const deps = { db, welcomeFreeDeliveries: config.WELCOME_FREE_DELIVERIES };
    server.addService(services.payment().service, paymentHandlers(deps));
    return {
      consumers: await Promise.all([
        consumeUserRegistered(deps, nc, config.EVENTS_PREFIX, logger),
        consumeMessageDeleted(deps, nc, config.EVENTS_PREFIX, logger),
      ]),
    };
  },
});
