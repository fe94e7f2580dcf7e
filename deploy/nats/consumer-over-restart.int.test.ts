import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { createUser } from '@nats-io/nkeys';
import { afterEach, expect, it } from 'vitest';
import { startConsumer } from '../../packages/platform/src/consumer.ts';
import { createLogger } from '../../packages/platform/src/logger.ts';
import {
  connectNats,
  ensureStream,
  jetstreamManager,
  subjectFor,
  type NatsConnection,
} from '../../packages/platform/src/nats.ts';
import { natsServices, type NatsService } from './event-routes.ts';
import { freePort } from '../local/free-port.ts';
import { productUsers, startNatsServer, type RunningNatsServer } from './nats-server.ts';

const logger = createLogger({ service: 'consumer-over-restart-test', level: 'silent' });
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

// A NATS that restarts (a crash, a rollout) takes every pull request waiting at it along; the consumer must ask
// again once the connection is back, not when its forgotten requests would have expired.
it('a consumer goes on taking events after NATS is killed and started again', async () => {
  const seeds = Object.fromEntries(
    natsServices.map((service) => [service, new TextDecoder().decode(createUser().getSeed())]),
  ) as Record<NatsService, string>;
  const prefix = `t${randomUUID().slice(0, 8)}`;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consumer-over-restart-'));
  cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const start = () => startNatsServer({ dir, port, users: productUsers(prefix, seeds) });
  let server: RunningNatsServer = await start();
  cleanup.push(() => server.stop());
  const connectAs = async (service: NatsService): Promise<NatsConnection> => {
    const nc = await connectNats(server.url, service, logger, seeds[service]);
    cleanup.push(() => nc.close());
    return nc;
  };

  const auth = await connectAs('auth');
  await ensureStream(await jetstreamManager(auth), prefix, 'auth');
  const seen: string[] = [];
  const consumer = await startConsumer({
    nc: await connectAs('notification'),
    prefix,
    service: 'notification',
    purpose: 'phone-codes',
    producer: 'auth',
    types: ['auth.phone_verification.requested'],
    logger,
    handle: async (event) => {
      seen.push(event.id);
    },
  });
  cleanup.push(() => consumer.stop());
  const publish = async () => {
    const event = {
      id: randomUUID(),
      type: 'auth.phone_verification.requested',
      version: 1,
      time: new Date().toISOString(),
      payload: { userId: randomUUID(), requestId: randomUUID() },
    };
    await jetstream(auth).publish(subjectFor(prefix, event.type), JSON.stringify(event), {
      msgID: event.id,
    });
    return event.id;
  };

  const before = await publish();
  await expect.poll(() => seen, { timeout: 10_000 }).toEqual([before]);

  await server.stop('SIGKILL');
  server = await start();
  // The producer's publish waits for its connection to come back too; retried until the server takes it.
  let after: string | undefined;
  await expect
    .poll(async () => (after ??= await publish().catch(() => undefined)), { timeout: 10_000 })
    .toBeDefined();
  await expect.poll(() => seen, { timeout: 10_000 }).toEqual([before, after]);
});
