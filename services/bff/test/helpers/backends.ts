import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createGrpcServer, type GrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { testIdentity, testTrust } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import pg from 'pg';
import { connectAuthDb } from '../../../auth/src/db/client.ts';
import { authHandlers } from '../../../auth/src/grpc/auth-handlers.ts';
import { connectPaymentDb } from '../../../payment/src/db/client.ts';
import { paymentHandlers } from '../../../payment/src/grpc/payment-handlers.ts';
import { createSimulatedPaypal } from '../../../payment/src/paypal/simulated-paypal.ts';
import { parseKeyRing } from '@app/platform/encryption';
import { connectMessageDb } from '../../../message/src/db/client.ts';
import { recordDelivered } from '../../../message/src/domain/deliver-message.ts';
import type { MessageDeps } from '../../../message/src/domain/deps.ts';
import { releaseMessage } from '../../../message/src/domain/release-message.ts';
import {
  assistantHandlers,
  assistantStreamingMethods,
} from '../../../message/src/grpc/assistant-handlers.ts';
import { messageHandlers } from '../../../message/src/grpc/message-handlers.ts';
import type { ChatCompletionsConfig } from '../../../message/src/writing-assistant/chat-completions-client.ts';
import { connectAccessDb } from '../../../access/src/db/client.ts';
import { accessHandlers } from '../../../access/src/grpc/access-handlers.ts';
import { connectMediaDb } from '../../../media/src/db/client.ts';
import { mediaHandlers, streamingMethods } from '../../../media/src/grpc/media-handlers.ts';
import { filesystemBlobStore } from '../../../media/src/storage/filesystem-blob-store.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const authPrismaDir = fileURLToPath(new URL('../../../auth/prisma', import.meta.url));
const paymentPrismaDir = fileURLToPath(new URL('../../../payment/prisma', import.meta.url));
const messagePrismaDir = fileURLToPath(new URL('../../../message/prisma', import.meta.url));
const mediaPrismaDir = fileURLToPath(new URL('../../../media/prisma', import.meta.url));
const accessPrismaDir = fileURLToPath(new URL('../../../access/prisma', import.meta.url));

/** The real auth, message and payment services, in this process, over their own freshly migrated databases. */
export type Backends = {
  authAddress: string;
  /** The auth service's database, for tests that relay its outbox. */
  authDatabaseUrl: string;
  messageAddress: string;
  mediaAddress: string;
  accessAddress: string;
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
   * it asks): the message is released and opens for its recipient. No relay runs here, so this plays it.
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

function createMessageClient(address: string) {
  return createGrpcClient(services.message(), address, { identity: testIdentity('payment') });
}

export type BackendOptions = {
  /** Addresses that become admins once verified (auth's ADMIN_EMAILS). */
  adminEmails?: string[];
  /** The writing assistant's provider (a fake one); none by default, as without AI_BASE_URL. */
  assistant?: ChatCompletionsConfig;
};

export async function startBackends(label: string, options: BackendOptions = {}): Promise<Backends> {
  const logger = createLogger({ service: `bff-test-${label}`, level: 'silent' });
  const mediaStoreDir = await mkdtemp(path.join(os.tmpdir(), 'bff-media-'));
  const [authDatabase, paymentDatabase, messageDatabase, mediaDatabase, accessDatabase] = await Promise.all([
    createMigratedTestDatabase(authPrismaDir, `bff_${label}_auth`),
    createMigratedTestDatabase(paymentPrismaDir, `bff_${label}_payment`),
    createMigratedTestDatabase(messagePrismaDir, `bff_${label}_message`),
    createMigratedTestDatabase(mediaPrismaDir, `bff_${label}_media`),
    createMigratedTestDatabase(accessPrismaDir, `bff_${label}_access`),
  ]);
  const accessDb = connectAccessDb(accessDatabase.url);
  const mediaDb = connectMediaDb(mediaDatabase.url);
  const authDb = connectAuthDb(authDatabase.url);
  const paymentDb = connectPaymentDb(paymentDatabase.url);
  const messageDb = connectMessageDb(messageDatabase.url);

  const authServer = createGrpcServer({ logger, trust: testTrust('auth') });
  authServer.addService(
    services.auth().service,
    authHandlers({
      db: authDb,
      config: {
        EMAIL_TOKEN_SECRET: randomBytes(32).toString('hex'),
        SESSION_IDLE_MINUTES: 24 * 60,
        SESSION_ABSOLUTE_DAYS: 30,
        EMAIL_VERIFICATION_TTL_HOURS: 48,
        PASSWORD_RESET_TTL_MINUTES: 60,
        ADMIN_EMAILS: options.adminEmails ?? [],
      },
      identity: testIdentity('auth'),
      // No outbox relay here: the events stay in the outbox table, which these tests do not need.
      eventsWritten: () => {},
      now: () => new Date(),
    }),
  );
  // Payment and message call each other: payment's client of message is bound once message listens.
  const bound: { message?: ReturnType<typeof createMessageClient> } = {};
  const paymentServer = createGrpcServer({ logger, trust: testTrust('payment') });
  const simulatedPaypal = createSimulatedPaypal(paymentDb, 'http://localhost:8080');
  paymentServer.addService(
    services.payment().service,
    paymentHandlers(
      {
        db: paymentDb,
        welcomeFreeDeliveries: 3,
        message: {
          GetPayableMessage: (request, options) => bound.message!.GetPayableMessage(request, options),
          GetDeletion: (request, options) => bound.message!.GetDeletion(request, options),
        },
        paypal: simulatedPaypal,
        mode: 'simulated',
        clientId: '',
        publicUrl: 'http://localhost:8080',
        logger,
        eventsWritten: () => {},
        now: () => new Date(),
      },
      simulatedPaypal,
    ),
  );
  const paymentPort = await paymentServer.start(0, '127.0.0.1');
  const paymentClient = createGrpcClient(services.payment(), `127.0.0.1:${paymentPort}`, {
    identity: testIdentity('message'),
  });
  const messageDeps: MessageDeps = {
    db: messageDb,
    keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
    accessCodePepper: randomBytes(32),
    answerPepper: randomBytes(32),
    dailySealLimit: 20,
    payment: paymentClient,
    eventsWritten: () => {},
    now: () => new Date(),
  };
  const messageServer = createGrpcServer({ logger, trust: testTrust('message') });
  messageServer.addStreamingService(services.message().service, assistantStreamingMethods, {
    ...messageHandlers(messageDeps),
    ...assistantHandlers(options.assistant, logger),
  });
  // Media asks the message service to accept each finished upload, as in production: message starts first.
  const [authPort, messagePort] = await Promise.all(
    [authServer, messageServer].map((s) => s.start(0, '127.0.0.1')),
  );
  const mediaMessageClient = createGrpcClient(services.message(), `127.0.0.1:${messagePort}`, {
    identity: testIdentity('media'),
  });
  const mediaServer = createGrpcServer({ logger, trust: testTrust('media') });
  mediaServer.addStreamingService(
    services.media().service,
    streamingMethods,
    mediaHandlers(
      {
        db: mediaDb,
        store: filesystemBlobStore(mediaStoreDir),
        keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
        limits: {
          maxImages: 2,
          maxVideos: 1,
          maxImageBytes: 10 * 1024 * 1024,
          maxVideoBytes: 50 * 1024 * 1024,
          maxVideoSeconds: 180,
          maxBytesPerUser: 1024 * 1024 * 1024,
        },
        message: mediaMessageClient,
      },
      logger,
    ),
  );
  const mediaPort = await mediaServer.start(0, '127.0.0.1');
  bound.message = createMessageClient(`127.0.0.1:${messagePort}`);
  // Access reads messages and attachments through their services, as in production.
  const accessMessageClient = createGrpcClient(services.message(), `127.0.0.1:${messagePort}`, {
    identity: testIdentity('access'),
  });
  const accessMediaClient = createGrpcClient(services.media(), `127.0.0.1:${mediaPort}`, {
    identity: testIdentity('access'),
  });
  const accessServer = createGrpcServer({ logger, trust: testTrust('access') });
  accessServer.addService(
    services.access().service,
    accessHandlers({
      db: accessDb,
      message: accessMessageClient,
      media: accessMediaClient,
      grantTtlSeconds: 1800,
      audit: () => {},
      eventsWritten: () => {},
      now: () => new Date(),
    }),
  );
  const accessPort = await accessServer.start(0, '127.0.0.1');
  const servers: GrpcServer[] = [authServer, paymentServer, messageServer, mediaServer, accessServer];
  const authAddress = `127.0.0.1:${authPort}`;
  const messageSql = new pg.Pool({ connectionString: messageDatabase.url, max: 2 });
  const authClient = createAuthClient(authAddress);
  const bffAuthClient = createAuthClient(authAddress, 'bff');
  const authSql = new pg.Pool({ connectionString: authDatabase.url, max: 2 });
  const accessSql = new pg.Pool({ connectionString: accessDatabase.url, max: 2 });
  const paymentSql = new pg.Pool({ connectionString: paymentDatabase.url, max: 2 });

  return {
    authAddress,
    authDatabaseUrl: authDatabase.url,
    messageAddress: `127.0.0.1:${messagePort}`,
    mediaAddress: `127.0.0.1:${mediaPort}`,
    accessAddress: `127.0.0.1:${accessPort}`,
    accessSql,
    mediaStoreDir,
    paymentAddress: `127.0.0.1:${paymentPort}`,
    paymentSql,
    paymentDatabaseUrl: paymentDatabase.url,
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
      bound.message?.close();
      accessMessageClient.close();
      mediaMessageClient.close();
      accessMediaClient.close();
      await Promise.all([authSql.end(), messageSql.end(), accessSql.end(), paymentSql.end()]);
      await Promise.all(servers.map((s) => s.stop(500)));
      await Promise.all([
        authDb.$disconnect(),
        paymentDb.$disconnect(),
        messageDb.$disconnect(),
        mediaDb.$disconnect(),
        accessDb.$disconnect(),
      ]);
      await Promise.all([
        authDatabase.drop(),
        paymentDatabase.drop(),
        messageDatabase.drop(),
        mediaDatabase.drop(),
        accessDatabase.drop(),
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
