// The payment service as it runs: its handlers over its own database, talking gRPC to the real message
// service, started through its composition (which in turn spends free deliveries through payment).
import { createEventAdmin } from '@app/platform/event-admin';
import { createTestClient, testTrust } from '@app/platform/test-support/test-keys';
import { randomBytes, randomUUID } from 'node:crypto';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { createGrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { services } from '@app/proto/services';
import pg from 'pg';
import { madridAddress } from '@app/test-stack/sealed-messages';
import {
  deleteTestStreams,
  freePort,
  startTestService,
  testEventsPrefix,
} from '@app/test-stack/test-service';
import { messageConfigSchema, messageService } from '../../../message/src/message-service.ts';
import { connectPaymentDb } from '../../src/db/client.ts';
import type { PaymentDeps, PaymentMode } from '../../src/domain/payment-deps.ts';
import { paymentHandlers } from '../../src/grpc/payment-handlers.ts';
import type { CaptureJournal } from '../../src/journal/capture-journal.ts';
import type { PaypalApi } from '../../src/paypal/paypal-client.ts';
import { createSimulatedPaypal } from '../../src/paypal/simulated-paypal.ts';
import { paymentPrismaDir } from './payment-test-env.ts';

export const publicUrl = 'http://localhost:8080';

export type WorldOptions = {
  /** sandbox: `paypal` (a client of the fake PayPal) instead of the simulated stand-in. */
  paypal?: { mode: Exclude<PaymentMode, 'simulated'>; api: PaypalApi; clientId: string };
  captureJournal?: CaptureJournal;
};

export async function startPaymentWorld(label: string, options: WorldOptions = {}) {
  const logger = createLogger({ service: `payment-test-${label}`, level: 'silent' });
  const paymentDatabase = await createMigratedTestDatabase(paymentPrismaDir, `${label}_payment`);
  const paymentDb = connectPaymentDb(paymentDatabase.url);
  const paymentSql = new pg.Pool({ connectionString: paymentDatabase.url, max: 4 });

  // Payment and message call each other: payment's client of message is bound once message listens.
  const bound: { message?: ReturnType<typeof connectMessage> } = {};
  const simulated = options.paypal ? null : createSimulatedPaypal(paymentDb, publicUrl);
  const deps: PaymentDeps = {
    db: paymentDb,
    welcomeFreeDeliveries: 3,
    message: {
      GetPayableMessage: (request, call) => bound.message!.GetPayableMessage(request, call),
      GetDeletion: (request, call) => bound.message!.GetDeletion(request, call),
    },
    paypal: options.paypal?.api ?? simulated!,
    mode: options.paypal?.mode ?? 'simulated',
    clientId: options.paypal?.clientId ?? '',
    publicUrl,
    logger,
    ...(options.captureJournal ? { captureJournal: options.captureJournal } : {}),
    eventsWritten: () => {},
    now: () => new Date(),
  };
  const paymentServer = createGrpcServer({ logger, trust: testTrust('payment') });
  const eventAdmin = createEventAdmin({ db: paymentDb, consumers: () => [] });
  paymentServer.addService(services.payment().service, paymentHandlers({ ...deps, eventAdmin }, simulated));
  const paymentPort = await paymentServer.start(0, '127.0.0.1');
  // Signed as message (free deliveries) or the bff (orders, with the payer's assertion), method by method.
  const payment = createTestClient(services.payment(), 'payment', `127.0.0.1:${paymentPort}`);

  const eventsPrefix = testEventsPrefix(label);
  // Nothing listens at access's and the scheduler's addresses: no event here makes message call them.
  const [accessPort, schedulerPort] = await Promise.all([freePort(), freePort()]);
  const messageRunning = await startTestService('message', messageService, {
    label,
    eventsPrefix,
    schema: messageConfigSchema,
    env: {
      PAYMENT_GRPC_ADDR: `127.0.0.1:${paymentPort}`,
      ACCESS_GRPC_ADDR: `127.0.0.1:${accessPort}`,
      SCHEDULER_GRPC_ADDR: `127.0.0.1:${schedulerPort}`,
      ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      ACCESS_CODE_PEPPER: randomBytes(32).toString('base64'),
      ANSWER_PEPPER: randomBytes(32).toString('base64'),
      MESSAGE_DAILY_SEAL_LIMIT: '100',
    },
  });
  const messageSql = new pg.Pool({ connectionString: messageRunning.databaseUrl, max: 2 });
  const message = connectMessage(messageRunning.address);
  bound.message = message;

  /** A verified sender with no free deliveries left. */
  async function senderWithoutFreeDeliveries() {
    const userId = randomUUID();
    await paymentSql.query(
      `INSERT INTO free_delivery_entry (id, user_id, delta, reason, reference) VALUES
       (gen_random_uuid(), $1, 3, 'welcome', $2), (gen_random_uuid(), $1, -3, 'spent', 'earlier')`,
      [userId, userId],
    );
    return owner(userId);
  }

  /** A sealed message that waits for payment. */
  async function messageAwaitingPayment(
    sender: ReturnType<typeof owner>,
    deliveryMethod: 'email' | 'postal' = 'email',
  ) {
    const created = await message.CreateMessage({
      owner: sender,
      recipient: 'Luis',
      recipientEmail: `luis.${randomUUID().slice(0, 8)}@example.com`,
      subject: 'Para cuando llegue el día',
      content: 'Querido Luis: la llave está en la caja azul.',
      messageType: 'love',
      securityLevel: 'none',
      deliveryMethod,
      deliveryDate: '',
      schedulingType: 'specific_date',
      isAnonymous: false,
      senderCustomTitle: '',
      hasMedia: false,
      templateId: 0,
      questions: [],
      postalAddress: deliveryMethod === 'postal' ? madridAddress : undefined,
    });
    const sealed = await message.SealMessage({ owner: sender, messageId: created.id });
    if (!sealed.requiresPayment) throw new Error('expected a message that waits for payment');
    return { messageId: created.id, paymentToken: sealed.paymentToken, accessCode: sealed.accessCode };
  }

  /** The events payment's outbox holds, oldest first. */
  async function paymentEvents(type: string) {
    const { rows } = await paymentSql.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY created_at, id',
      [type],
    );
    return rows.map((r) => r.payload);
  }

  async function messageEvents(type: string) {
    const { rows } = await messageSql.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY created_at, id',
      [type],
    );
    return rows.map((r) => r.payload);
  }

  return {
    deps,
    simulated,
    payment,
    message,
    paymentSql,
    messageSql,
    senderWithoutFreeDeliveries,
    messageAwaitingPayment,
    paymentEvents,
    messageEvents,
    async stop() {
      payment.close();
      message.close();
      await Promise.all([paymentSql.end(), messageSql.end()]);
      await messageRunning.stop();
      await paymentServer.stop(200);
      await paymentDb.$disconnect();
      await paymentDatabase.drop();
      await deleteTestStreams(eventsPrefix, ['message']);
    },
  };
}

export type PaymentWorld = Awaited<ReturnType<typeof startPaymentWorld>>;

function connectMessage(address: string) {
  return createTestClient(services.message(), 'message', address);
}

export function owner(userId: string) {
  return {
    userId,
    username: `sender_${userId.slice(0, 8)}`,
    fullName: 'Ana García',
    email: `ana.${userId.slice(0, 8)}@example.com`,
    isEmailVerified: true,
    language: 'es' as const,
  };
}
