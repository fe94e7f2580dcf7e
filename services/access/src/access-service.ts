import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import { startPollLoop } from '@app/platform/poll-loop';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import type { AccessConfig } from './config.ts';
import { deleteExpiredGrants } from './db/access-state-repository.ts';
import { connectAccessDb, type AccessDb } from './db/client.ts';
import { consumeMessageDeleted } from './events/on-message-deleted.ts';
import type { AccessAudit } from './domain/deps.ts';
import { accessHandlers } from './grpc/access-handlers.ts';

// The recipient's way in: attempts, locks, grants and reactions.
// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { accessConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

/** The access service wired from its config: what its main.ts runs and what other services' tests start. */
export function accessService(config: AccessConfig): ServiceComposition<AccessConfig, AccessDb> {
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('access', config.SERVICE_SIGNING_KEY);
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, { identity });
  const media = createGrpcClient(services.media(), config.MEDIA_GRPC_ADDR, { identity });
  let stopSweeper: () => Promise<void> = async () => {};
  return {
    name: 'access',
    config,
    prismaDir,
    producer: 'access',
    claimsEvents: true,
    connectDatabase: () => connectAccessDb(config.DATABASE_URL),
    async setup({ server, relay, events, logger, eventAdmin }, db) {
      const deps = {
        db,
        message,
        media,
        grantTtlSeconds: config.ACCESS_GRANT_TTL_SECONDS,
        audit: (entry: AccessAudit) => logger.info({ audit: 'access.attempt', ...entry }, 'access attempt'),
        eventsWritten: () => relay?.kick(),
        now: () => new Date(),
      };
      server.addService(services.access().service, accessHandlers({ ...deps, eventAdmin }));
      const sweeper = startPollLoop({
        intervalMs: 3_600_000,
        // One sweep an hour; an expired grant is refused anyway, this only keeps the table small.
        step: async () => {
          await deleteExpiredGrants(db, new Date());
          return false;
        },
        onError: (error) => logger.warn({ err: error }, 'expired grants not swept'),
      });
      stopSweeper = sweeper.stop;
      return { consumers: [await consumeMessageDeleted(deps, events)] };
    },
    async onStop() {
      await stopSweeper();
      message.close();
      media.close();
    },
  };
}
