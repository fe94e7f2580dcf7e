// The real scheduler for other services' tests, started through its composition (what its main.ts runs) and
// served over gRPC. It reads the message service's events from a stream of its own that only `makeDue` writes
// to, so it plans exactly the messages a test hands it: it confirms each with the real message service and its
// dispatcher sends it out, as in production.
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { createLogger } from '@app/platform/logger';
import { connectNats, ensureStream, jetstreamManager, streamName, subjectFor } from '@app/platform/nats';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { createTestClient } from '@app/platform/test-support/test-keys';
import type { EventPayload } from '@app/proto/events';
import { services } from '@app/proto/services';
import pg from 'pg';
import {
  schedulerConfigSchema,
  schedulerService,
} from '../../../services/scheduler/src/scheduler-service.ts';
import { peerAddresses } from './peer-addresses.ts';
import { deleteTestStreams, startTestService, testEventsPrefix } from './test-service.ts';
import { until } from './until.ts';

export async function startScheduler(
  label: string,
  {
    messageAddress,
    authAddress,
    notificationAddress,
  }: { messageAddress: string; authAddress: string; notificationAddress: string },
) {
  const eventsPrefix = testEventsPrefix(label);
  const nc = await connectNats(testNatsUrl, 'test-stack', createLogger({ service: 'test', level: 'silent' }));
  try {
    // The message service's stream under this prefix, as its relay would create it.
    await ensureStream(await jetstreamManager(nc), eventsPrefix, 'message');
    const scheduler = await startTestService('scheduler', schedulerService, {
      label,
      eventsPrefix,
      schema: schedulerConfigSchema,
      env: {
        ...peerAddresses('scheduler', {
          message: messageAddress,
          auth: authAddress,
          notification: notificationAddress,
        }),
        SCHEDULER_POLL_MS: '100',
      },
    });
    const client = createTestClient(services.scheduler(), 'scheduler', scheduler.address);
    const sql = new pg.Pool({ connectionString: scheduler.databaseUrl, max: 2 });
    const jsm = await jetstreamManager(nc);

    /** Until the scheduler's consumer has handled every event handed over so far (read, never slept). */
    async function handled() {
      const durable = `${eventsPrefix}-scheduler-delivery-plans`;
      await until('the scheduler handles the events handed to it', async () => {
        const info = await jsm.consumers.info(streamName(eventsPrefix, 'message'), durable).catch(() => null);
        return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
      });
    }

    /**
     * Hands the scheduler a sealed message as message.ready does (it goes out at once, or by proof of life), and
     * waits until it is planned: the scheduler confirms it with the message service first.
     */
    async function handOver(
      messageId: string,
      userId: string,
      schedulingType: 'specific_date' | 'life_proof' = 'specific_date',
    ) {
      const id = randomUUID();
      const payload: EventPayload<'message.ready'> = {
        messageId,
        userId,
        schedulingType,
        deliveryDate: null,
        timeZone: 'Europe/Madrid',
        cadence: 'monthly',
      };
      const event = { id, type: 'message.ready', version: 1, time: new Date().toISOString(), payload };
      await jetstream(nc).publish(subjectFor(eventsPrefix, 'message.ready'), JSON.stringify(event), {
        msgID: id,
      });
      await handled();
    }

    return {
      address: scheduler.address,
      client,
      /** Plain SQL on the scheduler's database: to read what it wrote, or to age a switch. */
      sql,
      handOver,
      /** Handed over to go out at once, and dispatched: scheduler.delivery.due is sent, and confirmed if asked. */
      async makeDue(messageId: string, userId: string) {
        await handOver(messageId, userId);
        await until(`the scheduler makes ${messageId} due`, async () => {
          return (await client.CheckDeliveryDue({ messageId })).due;
        });
      },
      async stop() {
        client.close();
        await sql.end();
        await scheduler.stop();
        await nc.close();
        await deleteTestStreams(eventsPrefix, ['message', 'scheduler']);
      },
    };
  } catch (error) {
    await nc.close();
    throw error;
  }
}

export type Scheduler = Awaited<ReturnType<typeof startScheduler>>;
