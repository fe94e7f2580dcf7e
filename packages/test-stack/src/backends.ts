// The real auth, payment, message, media and access services in this process, each started through its own
// composition (what its main.ts runs) over a fresh database, with their outbox relays and consumers on the
// machine's NATS under one stream prefix: the world the bff's tests and other services' tests talk to.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeSecret } from '@app/platform/config';
import { parseKeyRing } from '@app/platform/encryption';
import { createGrpcClient } from '@app/platform/grpc-client';
import { testIdentity } from '@app/platform/test-support/test-keys';
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
// Still played here instead of run for real (issue 14): the scheduler's release and notification's report.
import { connectMessageDb } from '../../../services/message/src/db/client.ts';
import { recordDelivered } from '../../../services/message/src/domain/deliver-message.ts';
import type { MessageDeps } from '../../../services/message/src/domain/deps.ts';
import { releaseMessage } from '../../../services/message/src/domain/release-message.ts';
import { deleteTestStreams, freePort, startTestService, testEventsPrefix } from './test-service.ts';

export type Backends = {
  authAddress: string;
  /** The auth service's database, for tests that relay its outbox. */
  authDatabaseUrl: string;
  messageAddress: string;
  mediaAddress: string;
  accessAddress: string;
  /** The stream prefix the five services share (their events are on the machine's NATS under it). */
  eventsPrefix: string;
  /** Plain SQL on the access service's database (attempts, grants). */
  accessSql: pg.Pool;
  /** The media blob store's directory, to look at what is really stored. */
  mediaStoreDir: string;
  paymentAddress: string;
  /** Plain SQL on the payment service's database (discount codes, activity). */
  paymentSql: pg.Pool;
  /** The payment service's database, for tests that relay its outbox. */
  paymentDatabaseUrl: string;
  /** Plain SQL on the message service's database, to read what is really stored. */
  messageSql: pg.Pool;
  /** The message service's use-case dependencies, for tests that play one of its event consumers. */
  messageDeps: MessageDeps;
  /**
   * What the message service does on scheduler.delivery.due once the scheduler confirms it (its own tests show
   * it asks): the message is released and opens for its recipient. No scheduler runs here, so this plays it.
   */
  release: (messageId: string) => Promise<void>;
  /** Released, then reported delivered as notification's notification.message.delivered would (played too). */
  deliver: (messageId: string) => Promise<void>;
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
  // Message, payment and access call each other: every port is chosen before any of them starts.
  const [messagePort, paymentPort, accessPort, mediaPort, schedulerPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const at = (port: number | undefined) => `127.0.0.1:${port}`;
  const common = { label: `bff_${label}`, eventsPrefix };
  const messageEnv = {
    PAYMENT_GRPC_ADDR: at(paymentPort),
    ACCESS_GRPC_ADDR: at(accessPort),
    // Nothing listens there: no scheduler runs in this world, and no delivery.due is published.
    SCHEDULER_GRPC_ADDR: at(schedulerPort),
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
      schema: authConfigSchema,
      env: { EMAIL_TOKEN_SECRET: secret(), ADMIN_EMAILS: (options.adminEmails ?? []).join(',') },
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
      env: { MESSAGE_GRPC_ADDR: at(messagePort), PAYPAL_MODE: 'simulated' },
    }),
    startTestService('media', mediaService, {
      ...common,
      schema: mediaConfigSchema,
      port: mediaPort,
      env: {
        MESSAGE_GRPC_ADDR: at(messagePort),
        ENCRYPTION_KEYS: `k1:${secret()}`,
        MEDIA_STORAGE_DIR: mediaStoreDir,
      },
    }),
    startTestService('access', accessService, {
      ...common,
      schema: accessConfigSchema,
      port: accessPort,
      env: { MESSAGE_GRPC_ADDR: at(messagePort), MEDIA_GRPC_ADDR: at(mediaPort) },
    }),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((service) => service.stop()));
    await rm(mediaStoreDir, { recursive: true, force: true });
    throw failed.reason;
  }
  const [auth, message, payment, media, access] = running as [
    (typeof running)[number],
    (typeof running)[number],
    (typeof running)[number],
    (typeof running)[number],
    (typeof running)[number],
  ];

  const messageDb = connectMessageDb(message.databaseUrl);
  const paymentClient = createGrpcClient(services.payment(), payment.address, {
    identity: testIdentity('message'),
  });
  const messageDeps: MessageDeps = {
    db: messageDb,
    keyRing: parseKeyRing(messageEnv.ENCRYPTION_KEYS),
    accessCodePepper: decodeSecret(messageEnv.ACCESS_CODE_PEPPER),
    answerPepper: decodeSecret(messageEnv.ANSWER_PEPPER),
    // The service's default; these deps never seal.
    dailySealLimit: 20,
    payment: paymentClient,
    eventsWritten: () => {},
    now: () => new Date(),
  };
  const pool = (url: string) => new pg.Pool({ connectionString: url, max: 2 });
  const authSql = pool(auth.databaseUrl);
  const messageSql = pool(message.databaseUrl);
  const accessSql = pool(access.databaseUrl);
  const paymentSql = pool(payment.databaseUrl);
  const authClient = createAuthClient(auth.address);
  const bffAuthClient = createAuthClient(auth.address, 'bff');

  return {
    authAddress: auth.address,
    authDatabaseUrl: auth.databaseUrl,
    messageAddress: message.address,
    mediaAddress: media.address,
    accessAddress: access.address,
    eventsPrefix,
    accessSql,
    mediaStoreDir,
    paymentAddress: payment.address,
    paymentSql,
    paymentDatabaseUrl: payment.databaseUrl,
    messageSql,
    messageDeps,
    async release(messageId) {
      await releaseMessage(messageDeps, messageId);
    },
    async deliver(messageId) {
      await releaseMessage(messageDeps, messageId);
      await recordDelivered(messageDeps, { messageId, deliveredAt: new Date() });
    },
    authSql,
    authClient,
    bffAuthClient,
    async stop() {
      authClient.close();
      bffAuthClient.close();
      paymentClient.close();
      await Promise.all([authSql.end(), messageSql.end(), accessSql.end(), paymentSql.end()]);
      await messageDb.$disconnect();
      await Promise.all(running.map((service) => service.stop()));
      await deleteTestStreams(eventsPrefix, ['auth', 'message', 'payment', 'access']);
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

export type EmailPurpose = 'verify_email' | 'reset_password';

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
