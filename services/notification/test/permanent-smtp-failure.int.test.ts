// An address the mail server refuses for good must not be retried forever: each retry would hold one of the
// delivery consumer's pending slots, and enough such addresses would stall every delivery for everyone.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { startScheduler, type Scheduler } from '@app/test-stack/scheduler';
import { deliverToRecipient } from '../src/domain/deliver-to-recipient.ts';
import type { MessageMailDeps } from '../src/domain/message-mail-deps.ts';
import { sendOnce } from '../src/domain/send-once.ts';
import {
  emailLogRow,
  emailLogText,
  mailerFor,
  mailFrom,
  notificationEvents,
  openNotificationTestDatabase,
  publicUrl,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let notification: NotificationTestDatabase;
let server: SMTPServer;
let mailer: ReturnType<typeof mailerFor>;
/** Every RCPT TO the server saw: a retry shows here as a second attempt. */
const recipientsTried: string[] = [];
/** Every e-mail the server took, by recipient. */
const accepted: { to: string; raw: Buffer }[] = [];

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
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          accepted.push({ to: to.address, raw: Buffer.concat(chunks) });
        callback();
      });
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
    const entry = { eventId: randomUUID(), kind: 'message_delivery' as const, userId: null };
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
    const entry = { eventId: randomUUID(), kind: 'message_delivery' as const, userId: null };
    await expect(sendOnce(deps(), entry, async () => ({ to, email }), silentLogger)).rejects.toMatchObject({
      responseCode: 451,
    });
    expect(await emailLogRow(notification.sql, entry.eventId)).toMatchObject({
      status: 'pending',
      last_error: 'SMTP 451',
    });
  });
});

describe('a delivery refused for good', () => {
  let backends: Backends;
  let scheduler: Scheduler;
  let message: MessageClient;

  beforeAll(async () => {
    backends = await startBackends('notification_refused_delivery');
    scheduler = await startScheduler('notification_refused_scheduler', {
      messageAddress: backends.messageAddress,
      authAddress: backends.authAddress,
      notificationAddress: backends.notificationAddress,
    });
    message = connectMessage(backends.messageAddress);
  });
  afterAll(async () => {
    message?.close();
    await backends?.stop();
    await scheduler?.stop();
  });

  it('reports the delivery failed to the message service (its sender’s card) and tells its sender once', async () => {
    const sender = await verifiedSender(backends, 'refused', { language: 'es' });
    const recipientEmail = `gone.${randomUUID().slice(0, 8)}@example.com`;
    const sealed = await sealedMessage(message, sender, { recipientEmail });
    await backends.release(sealed.messageId);
    const mailDeps: MessageMailDeps = {
      ...deps(),
      auth: backends.authClient,
      message,
      scheduler: scheduler.client,
      publicUrl,
      eventsWritten: () => {},
    };
    const due = { eventId: randomUUID(), messageId: sealed.messageId, userId: sender.user.id };
    await deliverToRecipient(mailDeps, due, silentLogger);
    // The same event again (a crash before its ack): nothing is tried or told twice.
    await deliverToRecipient(mailDeps, due, silentLogger);

    expect(recipientsTried.filter((address) => address === recipientEmail)).toHaveLength(1);
    const log = await emailLogRow(notification.sql, due.eventId);
    expect(log.status).toBe('rejected');
    // The card is the message service's: it learns of the refusal from this event, written with the log row, and
    // the reply's 5.1.1 says the address is at fault (it then rests: docs/architecture.md).
    expect(
      await notificationEvents(notification.sql, 'notification.message.delivery_failed', sealed.messageId),
    ).toEqual([
      { messageId: sealed.messageId, userId: sender.user.id, failedAt: expect.any(String), cause: 'address' },
    ]);
    const [card] = (await message.ListMessages({ owner: sender.owner })).messages;
    expect(card).toMatchObject({ id: sealed.messageId, deliveryFailed: false, isDelivered: false });
    const told = accepted.filter((mail) => mail.to === sender.user.email);
    expect(told).toHaveLength(1);
    const parsed = await simpleParser(told[0]!.raw);
    expect(parsed.subject).toBe('No pudimos entregar tu mensaje para Luis');
    expect(parsed.text).not.toContain(recipientEmail);
  });
});
