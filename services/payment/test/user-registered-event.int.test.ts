// End to end through the real event path: the real auth service registers someone, its own outbox relay
// publishes auth.user.registered on NATS JetStream, and payment's real consumer writes the welcome entry.
import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger } from '@app/platform/logger';
import { connectNats, type NatsConnection } from '@app/platform/nats';
import { prepareEvent } from '@app/platform/outbox';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { services } from '@app/proto/services';
import {
  deleteTestStreams,
  startTestService,
  testEventsPrefix,
  type TestService,
} from '@app/test-stack/test-service';
import pg from 'pg';
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
    // Each call signed as the caller auth takes it from (a registration: the bff's; a closure record: payment's).
    const authClient = createTestClient(services.auth(), 'auth', auth.address);
    const consumer = await consumeAccountLifecycle(deps, authClient, { nc, prefix, logger });
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

  it('erases the ledger of an account auth closed, never of one a forged auth.user.deleted names', async () => {
    const deps = { db: payment.db, welcomeFreeDeliveries: 3 };
    const authClient = createTestClient(services.auth(), 'auth', auth.address);
    // The consumer's own words are how the test sees a forged event handled and passed over.
    const lines: string[] = [];
    const destination = { write: (line: string) => void lines.push(line) };
    const heard = createLogger({ service: 'payment-event-test', level: 'warn', destination });
    const consumer = await consumeAccountLifecycle(deps, authClient, { nc, prefix, logger: heard });
    const authSql = new pg.Pool({ connectionString: auth.databaseUrl });
    try {
      const suffix = randomUUID().slice(0, 8);
      const password = 'correct horse battery';
      const { user } = await authClient.Register({
        username: `luz_${suffix}`,
        email: `luz.${suffix}@example.com`,
        password,
        fullName: 'Luz Pérez',
        client: { language: 'es', timeZone: 'Europe/Madrid', ip: '127.0.0.1' },
      });
      const userId = user!.id;
      await waitFor(
        async () => ((await ledgerRowsOf(payment.sql, userId)).length > 0 ? true : undefined),
        'welcome',
      );

      // What anyone holding auth's NATS identity could publish, through auth's own relay: the account still signs in.
      const forged = prepareEvent('auth.user.deleted', { userId, deliverMessageIds: [] });
      await authSql.query(
        'INSERT INTO outbox_event (id, type, version, payload, headers, created_at) VALUES ($1, $2, $3, $4, $5, now())',
        [forged.id, forged.type, forged.version, forged.payload, forged.headers],
      );
      await waitFor(
        async () => (lines.some((line) => line.includes(forged.id)) ? true : undefined),
        'the forged event handled',
      );
      expect(lines.find((line) => line.includes(forged.id))).toContain(
        'an account closure auth did not record',
      );
      expect(await ledgerRowsOf(payment.sql, userId)).toHaveLength(1);

      await authClient.DeleteAccount({ userId, password, deliverMessageIds: [] });
      await waitFor(
        async () => ((await ledgerRowsOf(payment.sql, userId)).length === 0 ? true : undefined),
        'the ledger erased',
      );
    } finally {
      await authSql.end();
      authClient.close();
      await consumer.stop();
    }
  });
});
