// End to end through the real event path: the real auth service registers someone, its own outbox relay
// publishes auth.user.registered on NATS JetStream, and payment's real consumer writes the welcome entry.
import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger } from '@app/platform/logger';
import { connectNats, type NatsConnection } from '@app/platform/nats';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { services } from '@app/proto/services';
import {
  deleteTestStreams,
  startTestService,
  testEventsPrefix,
  type TestService,
} from '@app/test-stack/test-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema, authService } from '../../auth/src/auth-service.ts';
import { getFreeDeliveries } from '../src/domain/get-free-deliveries.ts';
import { consumeAccountLifecycle } from '../src/events/on-account-lifecycle.ts';
import {
  ledgerRowsOf,
  openPaymentTestDatabase,
  waitFor,
  type PaymentTestDatabase,
} from './helpers/payment-test-env.ts';

const prefix = testEventsPrefix('payment_events');
const logger = createLogger({ service: 'payment-event-test', level: 'silent' });

let payment: PaymentTestDatabase;
let auth: TestService;
let nc: NatsConnection;

beforeAll(async () => {
  payment = await openPaymentTestDatabase('payment_events');
  auth = await startTestService('auth', authService, {
    label: 'payment_events',
    eventsPrefix: prefix,
    schema: authConfigSchema,
    env: { EMAIL_TOKEN_SECRET: randomBytes(32).toString('base64') },
  });
  nc = await connectNats(testNatsUrl, 'payment-event-test', logger);
});

afterAll(async () => {
  await nc?.drain();
  await auth?.stop();
  await deleteTestStreams(prefix, ['auth']);
  await payment?.close();
});

describe('auth.user.registered → welcome free deliveries', () => {
  it('records the welcome entry once the event has travelled from auth through NATS', async () => {
    const deps = { db: payment.db, welcomeFreeDeliveries: 3 };
    const consumer = await consumeAccountLifecycle(deps, { nc, prefix, logger });
    // Each call signed as the caller auth takes it from (a registration: the bff's).
    const authClient = createTestClient(services.auth(), 'auth', auth.address);
    try {
      const suffix = randomUUID().slice(0, 8);
      const { user } = await authClient.Register({
        username: `ana_${suffix}`,
        email: `ana.${suffix}@example.com`,
        password: 'correct horse battery',
        fullName: 'Ana García',
        client: { language: 'es', timeZone: 'Europe/Madrid', ip: '127.0.0.1' },
      });
      const userId = user!.id;

      const rows = await waitFor(async () => {
        const found = await ledgerRowsOf(payment.sql, userId);
        return found.length > 0 ? found : undefined;
      }, 'the welcome entry');

      expect(rows).toEqual([{ user_id: userId, delta: 3, reason: 'welcome', reference: userId }]);
      const processed = await payment.sql.query('SELECT consumer FROM processed_event');
      expect(processed.rows).toEqual([{ consumer: 'free-delivery-ledger' }]);
      await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
    } finally {
      authClient.close();
      await consumer.stop();
    }
  });
});
