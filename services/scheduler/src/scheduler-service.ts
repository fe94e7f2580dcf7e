import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import { startPollLoop } from '@app/platform/poll-loop';
import { startDatabaseClock } from '@app/platform/database-clock';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import type { SchedulerConfig } from './config.ts';
import { connectSchedulerDb, type SchedulerDb } from './db/client.ts';
import { dispatchDueDeliveries, DISPATCH_BATCH } from './domain/dispatch-due-deliveries.ts';
import { CHECK_IN_BATCH, runDueCheckIns } from './domain/run-due-check-ins.ts';
import { REVIEW_BATCH, runDueReviews } from './domain/run-due-reviews.ts';
import { consumeAccountDeleted } from './events/on-account-deleted.ts';
import { consumeMessageLifecycle } from './events/on-message-lifecycle.ts';
import { consumeCheckInBounces } from './events/on-check-in-bounced.ts';
import { consumeSenderActivity } from './events/on-sender-activity.ts';
import { schedulerHandlers } from './grpc/scheduler-handlers.ts';

// When each ready message goes out, and proof of life's check-ins.
// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { schedulerConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

export type SchedulerServiceOverrides = {
  /**
   * The scheduler's clock (tests move it to make a delivery or a check-in due); by default the database's
   * (`startDatabaseClock`), never the host's own.
   */
  now?: () => Date;
};

/** The scheduler wired from its config: what its main.ts runs and what other services' tests start. */
export function schedulerService(
  config: SchedulerConfig,
  overrides: SchedulerServiceOverrides = {},
): ServiceComposition<SchedulerConfig, SchedulerDb> {
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('scheduler', config.SERVICE_SIGNING_KEY);
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, { identity });
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, { identity });
  const notification = createGrpcClient(services.notification(), config.NOTIFICATION_GRPC_ADDR, { identity });
  let stopLoops: () => Promise<void> = async () => {};
  return {
    name: 'scheduler',
    config,
    prismaDir,
    producer: 'scheduler',
    claimsEvents: true,
    connectDatabase: () => connectSchedulerDb(config.DATABASE_URL),
    async setup({ relay, logger, events, server, eventAdmin }, db) {
      const clock = overrides.now ? undefined : await startDatabaseClock(db.sql, logger);
      const deps = {
        db,
        jobsChanged: () => dispatcher.kick(),
        eventsWritten: () => relay?.kick(),
        identity,
        now: overrides.now ?? clock!.now,
      };
      const dispatcher = startPollLoop({
        intervalMs: config.SCHEDULER_POLL_MS,
        step: async () => (await dispatchDueDeliveries(deps)) === DISPATCH_BATCH,
        onError(error, failures) {
          if (failures === 1 || failures % 20 === 0) logger.warn({ err: error, failures }, 'dispatch failed');
        },
      });
      const checkIns = startPollLoop({
        intervalMs: config.SCHEDULER_POLL_MS,
        // The review of what is armed rides on the same loop: both are the switches' calendar.
        step: async () => {
          const checkIns = await runDueCheckIns(deps);
          const reviews = await runDueReviews(deps);
          return checkIns === CHECK_IN_BATCH || reviews === REVIEW_BATCH;
        },
        onError(error, failures) {
          if (failures === 1 || failures % 20 === 0)
            logger.warn({ err: error, failures }, 'check-ins failed');
        },
      });
      stopLoops = async () => {
        await Promise.all([dispatcher.stop(), checkIns.stop(), clock?.stop()]);
      };
      server.addService(services.scheduler().service, schedulerHandlers({ ...deps, eventAdmin }));
      return {
        consumers: [
          await consumeAccountDeleted(deps, auth, events),
          await consumeMessageLifecycle(deps, message, events),
          ...(await consumeSenderActivity(deps, auth, message, events)),
          await consumeCheckInBounces(deps, notification, events),
        ],
      };
    },
    async onStop() {
      await stopLoops();
      message.close();
      notification.close();
    },
  };
}
