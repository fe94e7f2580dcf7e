import { randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmailActivity } from '../src/domain/list-email-activity.ts';
import { sendTestEmail } from '../src/domain/send-test-email.ts';
import {
  closedPort,
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let notification: NotificationTestDatabase;

beforeAll(async () => {
  notification = await openNotificationTestDatabase('notification_activity');
});
afterAll(() => notification?.close());

async function logRow(row: { kind: string; status: string; lastError?: string; minutesAgo: number }) {
  const eventId = randomUUID();
  await notification.sql.query(
    `INSERT INTO email_log (id, event_id, kind, status, message_id, attempts, last_error, created_at, sent_at)
     VALUES ($1, $2, $3, $4::"EmailStatus", $5, 1, $6, now() - make_interval(mins => $7),
             CASE WHEN $4 = 'sent' THEN now() - make_interval(mins => $7) END)`,
    [
      randomUUID(),
      eventId,
      row.kind,
      row.status,
      `<${eventId}@legado.test>`,
      row.lastError ?? null,
      row.minutesAgo,
    ],
  );
  return `<${eventId}@legado.test>`;
}

describe('e-mail activity', () => {
  it('lists the send log newest first, by the admin’s kinds, never quoting a mail server', async () => {
    const delivery = await logRow({ kind: 'message_delivery', status: 'sent', minutesAgo: 30 });
    const deletion = await logRow({ kind: 'sender_deleted_by_attempts', status: 'sent', minutesAgo: 20 });
    const skipped = await logRow({
      kind: 'verify_email',
      status: 'skipped',
      lastError: 'TOKEN_USED',
      minutesAgo: 10,
    });
    const failed = await logRow({
      kind: 'payment_receipt',
      status: 'pending',
      lastError: '550 <ana@example.com>: mailbox unavailable',
      minutesAgo: 5,
    });
    const blocked = await logRow({
      kind: 'message_delivery',
      status: 'bounced',
      lastError: 'DSN 5.7.1',
      minutesAgo: 7,
    });
    const full = await logRow({ kind: 'check_in', status: 'bounced', lastError: 'DSN 4.2.2', minutesAgo: 6 });

    const entries = await listEmailActivity(notification.db, { limit: 0, kind: undefined });
    expect(entries.map((e) => [e.messageId, e.kind, e.status, e.detail])).toEqual([
      [failed, 'payment_receipt', 'failed', 'SEND_FAILED'],
      [full, 'life_proof_check_in', 'failed', 'BOUNCED_MAILBOX_FULL'],
      [blocked, 'recipient_delivery', 'failed', 'BOUNCED_BLOCKED'],
      [skipped, 'account_verification', 'skipped', 'TOKEN_USED'],
      [deletion, 'sender_deletion', 'sent', ''],
      [delivery, 'recipient_delivery', 'sent', ''],
    ]);
    expect(JSON.stringify(entries)).not.toContain('ana@example.com');

    const deletions = await listEmailActivity(notification.db, { limit: 10, kind: 'sender_deletion' });
    expect(deletions.map((e) => e.messageId)).toEqual([deletion]);
    expect(await listEmailActivity(notification.db, { limit: 1, kind: undefined })).toHaveLength(1);
    expect(await listEmailActivity(notification.db, { limit: 10, kind: 'no_such_kind' })).toEqual([]);
  });

  it('names and filters proof of life’s e-mails and the sender’s bad news', async () => {
    const checkIn = await logRow({ kind: 'check_in', status: 'sent', minutesAgo: 4 });
    const contact = await logRow({ kind: 'contact_check', status: 'sent', minutesAgo: 3 });
    const failed = await logRow({ kind: 'sender_delivery_failed', status: 'sent', minutesAgo: 2 });
    const returned = await logRow({ kind: 'sender_letter_returned', status: 'sent', minutesAgo: 1 });
    const newest = await listEmailActivity(notification.db, { limit: 4, kind: undefined });
    expect(newest.map((e) => [e.messageId, e.kind])).toEqual([
      [returned, 'sender_letter_returned'],
      [failed, 'sender_delivery_failed'],
      [contact, 'trusted_contact_check'],
      [checkIn, 'life_proof_check_in'],
    ]);
    const contacts = await listEmailActivity(notification.db, { limit: 10, kind: 'trusted_contact_check' });
    expect(contacts.map((e) => e.messageId)).toContain(contact);
    expect(contacts.map((e) => e.messageId)).not.toContain(checkIn);
    const failures = await listEmailActivity(notification.db, { limit: 10, kind: 'sender_delivery_failed' });
    expect(failures.map((e) => e.messageId)).toEqual([failed]);
    const returns = await listEmailActivity(notification.db, { limit: 10, kind: 'sender_letter_returned' });
    expect(returns.map((e) => e.messageId)).toEqual([returned]);
  });

  it('reads a log row of a kind no code of ours writes as "not given"', async () => {
    const foreign = await logRow({ kind: 'no_such_log_kind', status: 'sent', minutesAgo: 24 * 60 });
    const entries = await listEmailActivity(notification.db, { limit: 200, kind: undefined });
    expect(entries.find((e) => e.messageId === foreign)).toMatchObject({
      kind: 'EMAIL_ACTIVITY_KIND_UNSPECIFIED',
    });
  });

  it('answers UNAVAILABLE when the mail server does not take a test e-mail, and logs the attempt', async () => {
    const mailer = mailerFor(await closedPort());
    try {
      const attempt = sendTestEmail(
        { db: notification.db, mailer, from: mailFrom, now: () => new Date() },
        { to: 'admin@example.com', subject: 'Prueba', message: 'Hola', language: 'es', requestedBy: null },
        silentLogger,
      );
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'SMTP_UNAVAILABLE' });
    } finally {
      mailer.close();
    }
    const [newest] = await listEmailActivity(notification.db, { limit: 1, kind: 'test' });
    expect(newest).toMatchObject({ kind: 'test', status: 'failed', detail: 'SEND_FAILED' });
  });
});
