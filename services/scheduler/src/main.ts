import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPollLoop } from '@app/platform/poll-loop';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { schedulerConfigSchema } from './config.ts';
import { connectSchedulerDb } from './db/client.ts';
import { dispatchDueDeliveries, DISPATCH_BATCH } from './domain/dispatch-due-deliveries.ts';
import { consumeMessageLifecycle } from './events/on-message-lifecycle.ts';

// When each ready message goes out. Proof of life arrives with the scheduler issue.
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('scheduler', schedulerConfigSchema);
let stopDispatcher: () => Promise<void> = async () => {};

await startService({
  name: 'scheduler',
  config,
  prismaDir,
  producer: 'scheduler',
  connectDatabase: () => connectSchedulerDb(config.DATABASE_URL),
  async setup({ relay, logger, nc }, db) {
    const deps = {
      db,
      jobsChanged: () => dispatcher.kick(),
      eventsWritten: () => relay?.kick(),
      now: () => new Date(),
    };
    const dispatcher = startPollLoop({
      intervalMs: config.SCHEDULER_POLL_MS,
      step: async () => (await dispatchDueDeliveries(deps)) === DISPATCH_BATCH,
      onError(error, failures) {
        if (failures === 1 || failures % 20 === 0) logger.warn({ err: error, failures }, 'dispatch failed');
      },
    });
    stopDispatcher = dispatcher.stop;
    return { consumers: [await consumeMessageLifecycle(deps, nc, config.EVENTS_PREFIX, logger)] };
  },
  async onStop() {
    await stopDispatcher();
  },
});
