// Shared by the notification tests: a migrated notification database, the real auth service (started through
// its composition, as its main.ts starts it), and an SMTP client for the mail catcher (@app/test-stack/mailbox).
import { createTestClient } from '@app/platform/test-support/test-keys';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { createLogger } from '@app/platform/logger';
import { services } from '@app/proto/services';
import { deleteTestStreams, startTestService, testEventsPrefix } from '@app/test-stack/test-service';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { authConfigSchema, authService } from '../../../auth/src/auth-service.ts';
import { connectNotificationDb, type NotificationDb } from '../../src/db/client.ts';
import type { SendDeps } from '../../src/domain/send-account-email.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const notificationPrismaDir = path.resolve(here, '..', '..', 'prisma');

export const silentLogger = createLogger({ service: 'notification-test', level: 'silent' });

type Database<Db> = { url: string; db: Db; sql: pg.Pool; close(): Promise<void> };

async function openDatabase<Db extends { $disconnect(): Promise<void> }>(
  prismaDir: string,
  label: string,
  connect: (url: string) => Db,
): Promise<Database<Db>> {
  const { url, drop } = await createMigratedTestDatabase(prismaDir, label);
  const db = connect(url);
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    db,
    sql,
    async close() {
      await db.$disconnect();
      await sql.end();
      await drop();
    },
  };
}

export type NotificationTestDatabase = Database<NotificationDb>;

export function openNotificationTestDatabase(label = 'notification'): Promise<NotificationTestDatabase> {
  return openDatabase(notificationPrismaDir, label, connectNotificationDb);
}

/**
 * The real auth service, started through its composition over a migrated database of its own, on a free
 * loopback port; plain SQL on its database to read the requests it wrote and to age one.
 */
export async function startAuthService(label = 'notification') {
  const eventsPrefix = testEventsPrefix(label);
  const service = await startTestService('auth', authService, {
    label,
    eventsPrefix,
    schema: authConfigSchema,
    env: { EMAIL_TOKEN_SECRET: randomBytes(32).toString('base64') },
  });
  const sql = new pg.Pool({ connectionString: service.databaseUrl, max: 2 });
  // Signed as notification where it calls auth, as the bff where a test registers someone.
  const client = createTestClient(services.auth(), 'auth', service.address);
  return {
    sql,
    client,
    /** Makes an e-mail request's link out of date, as its time passing would. */
    async expireEmailRequest(requestId: string) {
      await sql.query("UPDATE email_token SET expires_at = now() - interval '1 second' WHERE id = $1", [
        requestId,
      ]);
    },
    async stop() {
      client.close();
      await sql.end();
      await service.stop();
      await deleteTestStreams(eventsPrefix, ['auth']);
    },
  };
}

export type AuthService = Awaited<ReturnType<typeof startAuthService>>;

export type OutboxEvent = { id: string; type: string; payload: { userId: string; requestId: string } };

/** The e-mail request events auth wrote for a user, oldest first: what notification would receive. */
export async function emailRequestEvents(auth: AuthService, userId: string): Promise<OutboxEvent[]> {
  const { rows } = await auth.sql.query<OutboxEvent>(
    `SELECT id::text, type, payload FROM outbox_event
     WHERE payload->>'userId' = $1 AND type IN ('auth.email_verification.requested', 'auth.password_reset.requested')
     ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/** An SMTP client for the catcher, configured as production's (see src/main.ts), minus the pool. */
export function mailerFor(port: number) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    connectionTimeout: 2_000,
    socketTimeout: 5_000,
  });
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export const mailFrom = 'Legado <no-reply@legado.test>';
export const publicUrl = 'https://legado.example.test';

export function sendDeps(
  db: NotificationDb,
  auth: AuthService,
  mailer: SendDeps['mailer'],
  now: () => Date = () => new Date(),
): SendDeps {
  return { db, auth: auth.client, mailer, from: mailFrom, publicUrl, now };
}

export type EmailLogRow = {
  id: string;
  event_id: string;
  kind: string;
  user_id: string | null;
  status: 'pending' | 'sent' | 'skipped' | 'rejected' | 'bounced';
  message_id: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
};

export async function emailLogRow(sql: pg.Pool, eventId: string): Promise<EmailLogRow> {
  const { rows } = await sql.query<EmailLogRow>(
    `SELECT id::text, event_id::text, kind, user_id::text, status::text, message_id, attempts, last_error, sent_at
     FROM email_log WHERE event_id = $1`,
    [eventId],
  );
  if (rows.length !== 1) throw new Error(`expected one email_log row for ${eventId}, found ${rows.length}`);
  return rows[0]!;
}

/** Every column of the event's log row as text, for "this never reaches the log" checks. */
export async function emailLogText(sql: pg.Pool, eventId: string): Promise<string[]> {
  const { rows } = await sql.query<{ row: Record<string, unknown> }>(
    'SELECT row_to_json(l) AS row FROM email_log l WHERE event_id = $1',
    [eventId],
  );
  return rows.flatMap((r) => Object.values(r.row).map((value) => String(value)));
}

/** The token in a link of the given page inside an e-mail body. */
export function linkToken(body: string, page: '/verify-email' | '/reset-password'): string | undefined {
  const escaped = `${publicUrl}${page}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(body)?.[1];
}

/** The payloads of the events of one type about one message in notification's outbox, oldest first. */
export async function notificationEvents(sql: pg.Pool, type: string, messageId: string): Promise<unknown[]> {
  const { rows } = await sql.query<{ payload: unknown }>(
    "SELECT payload FROM outbox_event WHERE type = $1 AND payload->>'messageId' = $2 ORDER BY created_at, id",
    [type, messageId],
  );
  return rows.map((row) => row.payload);
}
