// The real scheduler for other services' tests: its use cases over a migrated database, served over gRPC on
// a free loopback port, with a way to make a message due as the dispatcher would.
import { createTestClient, testTrust } from '@app/platform/test-support/test-keys';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { createGrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { services } from '@app/proto/services';
import { connectSchedulerDb } from '../../src/db/client.ts';
import type { SchedulerDeps } from '../../src/domain/deps.ts';
import { dispatchDueDeliveries } from '../../src/domain/dispatch-due-deliveries.ts';
import { planDelivery } from '../../src/domain/plan-delivery.ts';
import { schedulerHandlers } from '../../src/grpc/scheduler-handlers.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'prisma');

export async function startSchedulerService(label = 'scheduler_service') {
  const database = await createMigratedTestDatabase(prismaDir, label);
  const db = connectSchedulerDb(database.url);
  const deps: SchedulerDeps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    now: () => new Date(),
  };
  const server = createGrpcServer({
    logger: createLogger({ service: 'scheduler-test', level: 'silent' }),
    trust: testTrust('scheduler'),
  });
  server.addService(services.scheduler().service, schedulerHandlers(deps));
  const port = await server.start(0, '127.0.0.1');
  const client = createTestClient(services.scheduler(), 'scheduler', `127.0.0.1:${port}`);
  return {
    deps,
    client,
    /** Plans the message for now and dispatches it, as message.ready and the dispatcher would. */
    async makeDue(messageId: string, userId: string) {
      const payload = {
        messageId,
        userId,
        schedulingType: 'specific_date' as const,
        deliveryDate: null,
        timeZone: 'Europe/Madrid',
        cadence: 'monthly' as const,
      };
      await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
      await dispatchDueDeliveries(deps);
    },
    async stop() {
      client.close();
      await server.stop(100);
      await db.$disconnect();
      await database.drop();
    },
  };
}

export type SchedulerService = Awaited<ReturnType<typeof startSchedulerService>>;
