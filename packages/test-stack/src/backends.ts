// The real auth, payment, message, media, access and scheduler services in this process, each started through its own
// composition (what its main.ts runs) over a fresh database, with their outbox relays and consumers on the
// machine's NATS under one stream prefix: the world the bff's tests and other services' tests talk to.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createLogger } from '@app/platform/logger';
import { connectNats, ensureStream, jetstreamManager, subjectFor } from '@app/platform/nats';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { createTestClient, testIdentity } from '@app/platform/test-support/test-keys';
import type { EventPayload } from '@app/proto/events';
import { services } from '@app/proto/services';
import pg from 'pg';
import { accessConfigSchema, accessService } from '../../../services/access/src/access-service.ts';
import { authConfigSchema, authService } from '../../../services/auth/src/auth-service.ts';
import { mediaConfigSchema, mediaService } from '../../../services/media/src/media-service.ts';
import {
  messageConfigSchema,
  messageService,
  type MessageServiceOverrides,
} from '../../../services/message/src/message-service.ts';
import { paymentConfigSchema, paymentService } from '../../../services/payment/src/payment-service.ts';
import {
  schedulerConfigSchema,
  schedulerService,
} from '../../../services/scheduler/src/scheduler-service.ts';
import { peerAddresses } from './peer-addresses.ts';
import { deleteTestStreams, freePort, startTestService, testEventsPrefix } from './test-service.ts';
import { until } from './until.ts';

export type Backends = {
  authAddress: string;
  /**
   * Where the notification service of these backends listens once a test starts it (startNotification): chosen
   * first, since the scheduler asks it about bounces.
   */
  notificationAddress: string;
  notificationPort: number;
  /** The auth service's database, for tests that relay its outbox. */
  authDatabaseUrl: string;
  messageAddress: string;
  mediaAddress: string;
  accessAddress: string;
  /** The stream prefix the six services share (their events are on the machine's NATS under it). */
  eventsPrefix: string;
  /** Plain SQL on the access service's database (attempts, grants). */
  accessSql: pg.Pool;
  /** The media blob store's directory, to look at what is really stored. */
  mediaStoreDir: string;
  /** Plain SQL on the media service's database (its attachment rows). */
  mediaSql: pg.Pool;
  paymentAddress: string;
  /** Plain SQL on the payment service's database (discount codes, activity). */
  paymentSql: pg.Pool;
  /** The payment service's database, for tests that relay its outbox. */
  paymentDatabaseUrl: string;
  /** Plain SQL on the message service's database, to read what is really stored. */
  messageSql: pg.Pool;
  /** The message service's database and the secrets it was started with, for its own tests of one use case. */
  messageDatabaseUrl: string;
  messageSecrets: { ENCRYPTION_KEYS: string; ACCESS_CODE_PEPPER: string; ANSWER_PEPPER: string };
  schedulerAddress: string;
  /** Plain SQL on the scheduler's database (its delivery jobs and proof-of-life switches). */
  schedulerSql: pg.Pool;
  /**
   * Makes a sealed message's delivery due now, as its date arriving would: the real scheduler dispatches it, the
   * message service confirms it with the scheduler and releases it (it opens for its recipient). Resolves once
   * released. One waiting for payment (a postal letter, an e-mail past its sender's free ones) is first paid by
   * its sender through simulated PayPal. Test letters are sealed for a date years ahead, so nothing is released
   * unless a test says so.
   */
  release: (messageId: string) => Promise<void>;
  /**
   * Released, then reported delivered as the notification service reports it (notification.message.delivered
   * on its stream); resolves once the message service recorded it.
   */
  deliver: (messageId: string) => Promise<void>;
  /**
   * Delivered, then opened by its recipient as the access service reports it (access.message.seen on its
   * stream); resolves once the message service recorded it read.
   */
  read: (messageId: string) => Promise<void>;
  /** Plain SQL on the auth service's database, to look at (or age) what the HTTP calls did. */
  authSql: pg.Pool;
  /** What the notification service uses to turn an e-mail request into its link's token. */
  authClient: ReturnType<typeof createAuthClient>;
  /** Auth as the bff calls it: to register and verify senders without going through HTTP. */
  bffAuthClient: ReturnType<typeof createAuthClient>;
  stop: () => Promise<void>;
};

function createAuthClient(address: string, caller: 'notification' | 'bff' = 'notification') {
  return createGrpcClient(services.auth(), address, { identity: testIdentity(caller) });
}

export type BackendOptions = {
  /** Addresses that become admins once verified (auth's ADMIN_EMAILS). */
  adminEmails?: string[];
  /** The writing assistant's provider (a fake one); none by default, as without AI_BASE_URL. */
  assistant?: {
    baseUrl: string;
    apiKey: string;
    model: string;
  } & MessageServiceOverrides['assistantTimeouts'];
};

const secret = () => randomBytes(32).toString('base64');

export async function startBackends(label: string, options: BackendOptions = {}): Promise<Backends> {
  const eventsPrefix = testEventsPrefix(label);
  const mediaStoreDir = await mkdtemp(path.join(os.tmpdir(), 'bff-media-'));
  // Message, payment and access call each other, and all but access call auth: every port is chosen before any
  // of them starts.
  const [messagePort, paymentPort, accessPort, mediaPort, schedulerPort, authPort, notificationPort] =
    await Promise.all(Array.from({ length: 7 }, () => freePort()));
  const at = (port: number | undefined) => `127.0.0.1:${port}`;
  const common = { label: `bff_${label}`, eventsPrefix };
  const addresses = {
    auth: at(authPort),
    notification: at(notificationPort),
    message: at(messagePort),
    payment: at(paymentPort),
    access: at(accessPort),
    media: at(mediaPort),
    scheduler: at(schedulerPort),
  };
  const messageEnv = {
    ...peerAddresses('message', addresses),
    ENCRYPTION_KEYS: `k1:${secret()}`,
    ACCESS_CODE_PEPPER: secret(),
    ANSWER_PEPPER: secret(),
    AI_BASE_URL: options.assistant?.baseUrl ?? '',
    AI_API_KEY: options.assistant?.apiKey ?? '',
    ...(options.assistant ? { AI_MODEL: options.assistant.model } : {}),
  };
  const assistantTimeouts = options.assistant && {
    idleTimeoutMs: options.assistant.idleTimeoutMs,
    totalTimeoutMs: options.assistant.totalTimeoutMs,
  };
  const started = await Promise.allSettled([
    startTestService('auth', authService, {
      ...common,
      port: authPort,
      schema: authConfigSchema,
      env: {
        EMAIL_TOKEN_SECRET: secret(),
        ADMIN_EMAILS: (options.adminEmails ?? []).join(','),
        // Notification's tests send through a fake Twilio; senders may add a phone.
        SMS_ENABLED: 'true',
      },
    }),
    startTestService('message', (config) => messageService(config, { assistantTimeouts }), {
      ...common,
      schema: messageConfigSchema,
      port: messagePort,
      env: messageEnv,
    }),
    startTestService('payment', paymentService, {
      ...common,
      schema: paymentConfigSchema,
      port: paymentPort,
      env: { ...peerAddresses('payment', addresses), PAYPAL_MODE: 'simulated' },
    }),
    startTestService('media', mediaService, {
      ...common,
      schema: mediaConfigSchema,
      port: mediaPort,
      env: {
        ...peerAddresses('media', addresses),
        ENCRYPTION_KEYS: `k1:${secret()}`,
        MEDIA_STORAGE_DIR: mediaStoreDir,
      },
    }),
    startTestService('access', accessService, {
      ...common,
      schema: accessConfigSchema,
      port: accessPort,
      env: peerAddresses('access', addresses),
    }),
    // It plans every message sealed here; test letters are due years ahead until `release` says otherwise.
    startTestService('scheduler', schedulerService, {
      ...common,
      schema: schedulerConfigSchema,
      port: schedulerPort,
      env: { ...peerAddresses('scheduler', addresses), SCHEDULER_POLL_MS: '100' },
    }),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((service) => service.stop()));
    await rm(mediaStoreDir, { recursive: true, force: true });
    throw failed.reason;
  }
  type Running = (typeof running)[number];
  const [auth, message, payment, media, access, scheduler] = running as [
    Running,
    Running,
    Running,
    Running,
    Running,
    Running,
  ];

  const pool = (url: string) => new pg.Pool({ connectionString: url, max: 2 });
  const authSql = pool(auth.databaseUrl);
  const messageSql = pool(message.databaseUrl);
  const accessSql = pool(access.databaseUrl);
  const mediaSql = pool(media.databaseUrl);
  const paymentSql = pool(payment.databaseUrl);
  const schedulerSql = pool(scheduler.databaseUrl);
  const nc = await connectNats(testNatsUrl, 'test-stack', createLogger({ service: 'test', level: 'silent' }));
  // Notification's stream under this prefix, as its relay would create it: `deliver` reports on it.
  await ensureStream(await jetstreamManager(nc), eventsPrefix, 'notification');
  const messageRow = async (messageId: string) => {
    const { rows } = await messageSql.query<{
      released: boolean;
      delivered: boolean;
      unpaid: boolean;
      read: boolean;
      user_id: string;
    }>(
      `SELECT released_at IS NOT NULL AS released, is_delivered AS delivered, requires_payment AND NOT paid AS unpaid,
              is_read AS read, user_id
       FROM message WHERE id = $1`,
      [messageId],
    );
    if (!rows[0]) throw new Error(`no message ${messageId}`);
    return rows[0];
  };

  const paymentClient = createTestClient(services.payment(), 'payment', payment.address);

  /** Its sender pays for it through simulated PayPal; resolves once the message service knows it is paid. */
  async function pay(messageId: string) {
    const { user_id: userId } = await messageRow(messageId);
    const order = await paymentClient.CreateOrder({
      payer: { userId, paymentToken: '' },
      messageId,
      discountCode: '',
      flow: 'redirect',
      useFreeDelivery: false,
      language: 'es',
    });
    await paymentClient.ApproveSimulatedOrder({ orderId: order.orderId });
    await paymentClient.CaptureOrder({ orderId: order.orderId, payerId: 'PAYER1' });
    await until(`${messageId} is paid`, async () => !(await messageRow(messageId)).unpaid);
  }

  async function release(messageId: string) {
    const row = await messageRow(messageId);
    if (row.released) return;
    // A postal letter, or an e-mail past its sender's free ones, goes out only once paid.
    if (row.unpaid) await pay(messageId);
    // Its date comes: the message's own (the message service releases nothing before it) and then the
    // scheduler's job, once planned from message.ready; its dispatcher does the rest.
    await messageSql.query(
      `UPDATE message SET delivery_date = least(delivery_date, now()),
                          deliver_not_before = least(deliver_not_before, now()) WHERE id = $1`,
      [messageId],
    );
    await until(`the scheduler plans ${messageId}`, async () => {
      const aged = await schedulerSql.query(
        // One due "at once" may be dispatched already; it keeps its instant.
        'UPDATE delivery_job SET due_at = least(due_at, now()) WHERE message_id = $1',
        [messageId],
      );
      return aged.rowCount === 1;
    });
    await until(`${messageId} is released`, async () => (await messageRow(messageId)).released);
  }
  const authClient = createAuthClient(auth.address);
  const bffAuthClient = createAuthClient(auth.address, 'bff');

  return {
    authAddress: auth.address,
    notificationAddress: addresses.notification,
    notificationPort: notificationPort!,
    authDatabaseUrl: auth.databaseUrl,
    messageAddress: message.address,
    mediaAddress: media.address,
    accessAddress: access.address,
    eventsPrefix,
    accessSql,
    mediaSql,
    mediaStoreDir,
    paymentAddress: payment.address,
    paymentSql,
    paymentDatabaseUrl: payment.databaseUrl,
    messageSql,
    messageDatabaseUrl: message.databaseUrl,
    messageSecrets: {
      ENCRYPTION_KEYS: messageEnv.ENCRYPTION_KEYS,
      ACCESS_CODE_PEPPER: messageEnv.ACCESS_CODE_PEPPER,
      ANSWER_PEPPER: messageEnv.ANSWER_PEPPER,
    },
    schedulerAddress: scheduler.address,
    schedulerSql,
    release,
    async deliver(messageId) {
      await release(messageId);
      const id = randomUUID();
      const payload: EventPayload<'notification.message.delivered'> = {
        messageId,
        userId: (await messageRow(messageId)).user_id,
        deliveredAt: new Date().toISOString(),
      };
      const event = {
        id,
        type: 'notification.message.delivered',
        version: 1,
        time: payload.deliveredAt,
        payload,
      };
      await jetstream(nc).publish(subjectFor(eventsPrefix, event.type), JSON.stringify(event), { msgID: id });
      await until(`${messageId} is recorded delivered`, async () => (await messageRow(messageId)).delivered);
    },
    async read(messageId) {
      const id = randomUUID();
      const payload: EventPayload<'access.message.seen'> = {
        messageId,
        userId: (await messageRow(messageId)).user_id,
      };
      const event = { id, type: 'access.message.seen', version: 1, time: new Date().toISOString(), payload };
      await jetstream(nc).publish(subjectFor(eventsPrefix, event.type), JSON.stringify(event), { msgID: id });
      await until(`${messageId} is recorded read`, async () => (await messageRow(messageId)).read);
    },
    authSql,
    authClient,
    bffAuthClient,
    async stop() {
      authClient.close();
      bffAuthClient.close();
      paymentClient.close();
      await Promise.all([
        authSql.end(),
        messageSql.end(),
        accessSql.end(),
        mediaSql.end(),
        paymentSql.end(),
        schedulerSql.end(),
      ]);
      await nc.close();
      await Promise.all(running.map((service) => service.stop()));
      await deleteTestStreams(eventsPrefix, [
        'auth',
        'message',
        'payment',
        'access',
        'scheduler',
        'notification',
      ]);
      await rm(mediaStoreDir, { recursive: true, force: true });
    },
  };
}

/** How many users the auth database holds with this username (any case) or this e-mail. */
export async function countUsers(
  backends: Backends,
  { username = '', email = '' }: { username?: string; email?: string },
): Promise<number> {
  const { rows } = await backends.authSql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM app_user WHERE username_key = lower($1) OR email = lower($2)',
    [username, email],
  );
  return rows[0]?.n ?? 0;
}

export type EmailPurpose = 'verify_email' | 'reset_password' | 'verify_backup_email';

/** The e-mail requests of a user for one purpose, newest first. */
export async function emailRequests(
  backends: Backends,
  userId: string,
  purpose: EmailPurpose,
): Promise<{ id: string; used_at: Date | null }[]> {
  const { rows } = await backends.authSql.query<{ id: string; used_at: Date | null }>(
    `SELECT id, used_at FROM email_token WHERE user_id = $1 AND purpose = $2
     ORDER BY created_at DESC, id`,
    [userId, purpose],
  );
  return rows;
}

/**
 * The token of the user's newest e-mail request of that purpose, obtained the way the notification service
 * does: IssueEmailToken with the request id from the event (here read from the email_token table).
 */
export async function issueEmailToken(
  backends: Backends,
  userId: string,
  purpose: EmailPurpose,
): Promise<{ token: string; requestId: string }> {
  const [newest] = await emailRequests(backends, userId, purpose);
  if (!newest) throw new Error(`no ${purpose} request for user ${userId}`);
  const issued = await backends.authClient.IssueEmailToken({ requestId: newest.id });
  if (issued.purpose !== purpose) throw new Error(`issued a ${issued.purpose} token, expected ${purpose}`);
  return { token: issued.token, requestId: newest.id };
}
