// An address the mail server refuses for good must not be retried forever: each retry would hold one of the
// delivery consumer's pending slots, and enough such addresses would stall every delivery for everyone.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnce } from '../src/domain/send-once.ts';
import {
  emailLogRow,
  emailLogText,
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let notification: NotificationTestDatabase;
let server: SMTPServer;
let mailer: ReturnType<typeof mailerFor>;
/** Every RCPT TO the server saw: a retry shows here as a second attempt. */
const recipientsTried: string[] = [];

beforeAll(async () => {
  notification = await openNotificationTestDatabase('notification_refused');
  // A mail server that refuses some mailboxes for good (550) and others for now (451).
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsTried.push(address.address);
      if (address.address.startsWith('gone.')) {
        callback(
          Object.assign(new Error(`550 5.1.1 <${address.address}>: mailbox unavailable`), {
            responseCode: 550,
          }),
        );
      } else if (address.address.startsWith('busy.')) {
        callback(Object.assign(new Error('451 4.3.0 try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mailer = mailerFor((server.server.address() as AddressInfo).port);
});

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await notification?.close();
});

const deps = () => ({ db: notification.db, mailer, from: mailFrom, now: () => new Date() });
const email = { subject: 'Un mensaje para ti', html: '<p>Hola</p>', text: 'Hola', language: 'es' as const };

describe('a mail server’s refusal', () => {
  it('ends a permanent refusal (5xx) at once: logged rejected, never tried again, no address kept', async () => {
    const to = `gone.${randomUUID().slice(0, 8)}@example.com`;
    const entry = { eventId: randomUUID(), kind: 'recipient_delivery', userId: null };
    const send = () => sendOnce(deps(), entry, async () => ({ to, email }), silentLogger);

    await expect(send()).resolves.toBe('rejected');
    await expect(send()).resolves.toBe('rejected_before');
    expect(recipientsTried.filter((address) => address === to)).toHaveLength(1);
    expect(await emailLogRow(notification.sql, entry.eventId)).toMatchObject({
      status: 'rejected',
      last_error: 'SMTP 550',
    });
    expect((await emailLogText(notification.sql, entry.eventId)).join(' ')).not.toContain(to);
  });

  it('keeps a temporary refusal (4xx) for another try, its reason without the address', async () => {
    const to = `busy.${randomUUID().slice(0, 8)}@example.com`;
    const entry = { eventId: randomUUID(), kind: 'recipient_delivery', userId: null };
    await expect(sendOnce(deps(), entry, async () => ({ to, email }), silentLogger)).rejects.toMatchObject({
      responseCode: 451,
    });
    expect(await emailLogRow(notification.sql, entry.eventId)).toMatchObject({
      status: 'pending',
      last_error: 'SMTP 451',
    });
  });
});
