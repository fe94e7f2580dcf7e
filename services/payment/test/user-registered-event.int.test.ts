// End to end through the real event path: an auth.user.registered row in an auth outbox, the real outbox
// relay, NATS JetStream, and payment's real consumer writing the welcome entry.
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectAuthDb, type AuthDb } from '@app/auth/src/db/client.ts';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { createLogger } from '@app/platform/logger';
import {
  connectNats,
  deadLetterStreamName,
  jetstreamManager,
  streamName,
  type NatsConnection,
} from '@app/platform/nats';
import { startOutboxRelay, writeEvent } from '@app/platform/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreeDeliveries } from '../src/domain/free-deliveries.ts';
import { consumeUserRegistered } from '../src/events/on-user-registered.ts';
import {
  ledgerRowsOf,
  openPaymentTestDatabase,
  waitFor,
  type PaymentTestDatabase,
} from './helpers/payment-test-env.ts';

const authPrismaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'auth',
  'prisma',
);
const prefix = `t${randomBytes(6).toString('hex')}`;
const logger = createLogger({ service: 'payment-event-test', level: 'silent' });

let payment: PaymentTestDatabase;
let auth: { db: AuthDb; drop: () => Promise<void> };
let nc: NatsConnection;

beforeAll(async () => {
  payment = await openPaymentTestDatabase('payment_events');
  const authDatabase = await createMigratedTestDatabase(authPrismaDir, 'payment_events_auth');
  auth = { db: connectAuthDb(authDatabase.url), drop: authDatabase.drop };
  nc = await connectNats(testNatsUrl, 'payment-event-test', logger);
});

afterAll(async () => {
  if (nc) {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(prefix, 'auth')).catch(() => undefined);
    await jsm.streams.delete(deadLetterStreamName(prefix)).catch(() => undefined);
    await nc.drain();
  }
  await auth?.db.$disconnect();
  await auth?.drop();
  await payment?.close();
});

describe('auth.user.registered → welcome free deliveries', () => {
  it('records the welcome entry once the event has travelled through the outbox and NATS', async () => {
    const deps = { db: payment.db, welcomeFreeDeliveries: 3 };
    const relay = startOutboxRelay({ db: auth.db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const consumer = await consumeUserRegistered(deps, { nc, prefix, logger });
    try {
      const userId = randomUUID();
      const eventId = await auth.db.$transaction((tx) => writeEvent(tx, 'auth.user.registered', { userId }));
      relay.kick();

      const rows = await waitFor(async () => {
        const found = await ledgerRowsOf(payment.sql, userId);
        return found.length > 0 ? found : undefined;
      }, 'the welcome entry');

      expect(rows).toEqual([{ user_id: userId, delta: 3, reason: 'welcome', reference: userId }]);
      const processed = await payment.sql.query('SELECT consumer FROM processed_event WHERE event_id = $1', [
        eventId,
      ]);
      expect(processed.rows).toEqual([{ consumer: 'welcome-grant' }]);
      await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
      const published = await auth.db.$queryRaw<{ published: boolean }[]>`
        SELECT published_at IS NOT NULL AS published FROM outbox_event WHERE id = ${eventId}::uuid`;
      expect(published).toEqual([{ published: true }]);
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  });
});
