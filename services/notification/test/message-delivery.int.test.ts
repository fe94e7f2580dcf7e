import type { DeliveryMethod } from '@app/proto/rules/prices';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment and message services in this process, as the bff's tests run them.
import type { Backends } from '@app/test-stack/backends';
import {
  sealedMessage as sealedLetter,
  verifiedSender,
  type LetterOptions,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { deliverToRecipient } from '../src/domain/deliver-to-recipient.ts';
import { importJournal } from '../src/journal/journal-import.ts';
import { directoryJournal } from '../src/journal/sent-mail-journal.ts';
import type { MessageMailDeps } from '../src/domain/message-mail-deps.ts';
import {
  deliveredNoticeKey,
  notifyDelivered,
  notifyDeletion,
  notifySender,
} from '../src/domain/notify-sender.ts';
import {
  emailLogRow,
  notificationEvents,
  publicUrl,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';
import { type Mailbox } from '@app/test-stack/mailbox';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';

let world: MessageWorld;
let backends: Backends;
let notification: NotificationTestDatabase;
let mailbox: Mailbox;
let message: MessageClient;
let deps: MessageMailDeps;

beforeAll(async () => {
  world = await openMessageWorld('notification_delivery');
  ({ backends, notification, mailbox, message, deps } = world);
});

afterAll(async () => {
  await world?.close();
});

/** A verified sender who writes in `language`, and a sealed message of theirs that the message service released. */
async function sealedMessage(
  label: string,
  options: {
    language: 'es' | 'en';
    isAnonymous?: boolean;
    deliveryMethod?: DeliveryMethod;
    released?: boolean;
    securityLevel?: LetterOptions['securityLevel'];
    questions?: LetterOptions['questions'];
  },
) {
  const sender = await verifiedSender(backends, label, { language: options.language });
  const sealed = await sealedLetter(message, sender, options);
  if (options.released !== false) await backends.release(sealed.messageId);
  return { ...sender, ...sealed };
}

/**
 * A delivered message closed as the access service closes one (strict security's attempts run out, or its
 * recipient deletes it), once the running message service has deleted it on access's event: its tombstone,
 * what the notices read, is there.
 */
async function closedByAccess(
  sent: { messageId: string; accessCode: string },
  reason: 'attempts' | 'recipient',
) {
  await backends.deliver(sent.messageId);
  const access = createTestClient(services.access(), 'access', backends.accessAddress);
  try {
    if (reason === 'attempts') {
      for (let i = 0; i < 3; i += 1)
        await access.VerifyMessage({ accessCode: sent.accessCode, answers: ['Madrid'] });
    } else {
      const { grant } = await access.VerifyMessage({ accessCode: sent.accessCode, answers: [] });
      await access.DeleteByAccess({ accessCode: sent.accessCode, grant });
    }
  } finally {
    access.close();
  }
  const tombstone = () =>
    message.GetTombstone({ messageId: sent.messageId }).then(
      (found) => found,
      () => undefined,
    );
  await expect.poll(tombstone, { timeout: 15_000 }).toMatchObject({ reason });
}

async function deliveredFlag(messageId: string): Promise<boolean> {
  const { rows } = await backends.messageSql.query<{ is_delivered: boolean }>(
    'SELECT is_delivered FROM message WHERE id = $1',
    [messageId],
  );
  return rows[0]!.is_delivered;
}

/** The types of the message's events, sorted (events of one transaction share their time). */
async function outboxTypes(messageId: string): Promise<string[]> {
  const { rows } = await backends.messageSql.query<{ type: string }>(
    "SELECT type FROM outbox_event WHERE payload->>'messageId' = $1 ORDER BY created_at, id",
    [messageId],
  );
  return rows.map((r) => r.type).sort();
}

/** How many e-mail log rows an event has (0: it sent and logged nothing). */
async function logRowCount(eventId: string): Promise<number> {
  const { rows } = await notification.sql.query('SELECT 1 FROM email_log WHERE event_id = $1', [eventId]);
  return rows.length;
}

/** The sender's notices with this subject. */
async function deliveredNotices(address: string, subject: string) {
  return (await mailbox.messagesTo(address)).filter((mail) => mail.Subject === subject);
}

describe('immediate delivery by e-mail', () => {
  it('sends the recipient the code and the link, in the sender’s language first, then reports it delivered to the message service', async () => {
    const sent = await sealedMessage('deliver', { language: 'en' });
    expect(await outboxTypes(sent.messageId)).toEqual([
      'message.ready',
      'message.released',
      'message.sealed',
    ]);

    const eventId = randomUUID();
    await deliverToRecipient(
      deps,
      { eventId, messageId: sent.messageId, userId: sent.user.id },
      silentLogger,
    );

    const inbox = await mailbox.messagesTo(sent.recipientEmail);
    expect(inbox).toHaveLength(1);
    const mail = await mailbox.message(inbox[0]!.ID);
    expect(mail.Subject).toBe('Ana García has left you a message');
    expect(sent.accessCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(mail.Text).toContain(`Your access code is: ${sent.accessCode}`);
    // The code rides in the fragment, which no server, proxy or log ever receives.
    expect(mail.Text).toContain(`${publicUrl}/message/access#code=${sent.accessCode}`);
    expect(mail.Text).not.toContain('?code=');
    // English first (the sender's language), then the same in Spanish.
    expect(mail.Text.indexOf('Hello Luis,')).toBeLessThan(mail.Text.indexOf('Hola, Luis:'));
    expect(mail.Text).toContain(`Tu código de acceso es: ${sent.accessCode}`);
    expect(mail.MessageID).toBe(`${eventId}@legado.test`);

    const log = await emailLogRow(notification.sql, eventId);
    expect(log.status).toBe('sent');
    // Delivered is the message service's fact: it learns it from this event, written with the log row.
    expect(
      await notificationEvents(notification.sql, 'notification.message.delivered', sent.messageId),
    ).toEqual([{ messageId: sent.messageId, userId: sent.user.id, deliveredAt: log.sent_at!.toISOString() }]);
    expect(await deliveredFlag(sent.messageId)).toBe(false);
    expect(await outboxTypes(sent.messageId)).toEqual([
      'message.ready',
      'message.released',
      'message.sealed',
    ]);
  });

  it('sends one e-mail and reports it once for an event handled twice', async () => {
    const sent = await sealedMessage('twice', { language: 'es' });
    const due = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
    await deliverToRecipient(deps, due, silentLogger);
    await deliverToRecipient(deps, due, silentLogger);
    const inbox = await mailbox.messagesTo(sent.recipientEmail);
    expect(inbox).toHaveLength(1);
    expect((await mailbox.message(inbox[0]!.ID)).Subject).toBe('Ana García te ha dejado un mensaje');
    expect(
      await notificationEvents(notification.sql, 'notification.message.delivered', sent.messageId),
    ).toHaveLength(1);
  });

  it('writes to nobody for a message the message service did not release (anyone on NATS could forge the event)', async () => {
    const early = await sealedMessage('forged', { language: 'es', released: false });
    const forged = randomUUID();
    await deliverToRecipient(
      deps,
      { eventId: forged, messageId: early.messageId, userId: early.user.id },
      silentLogger,
    );
    expect(await mailbox.messagesTo(early.recipientEmail)).toHaveLength(0);
    expect(await emailLogRow(notification.sql, forged)).toMatchObject({ last_error: 'NOT_RELEASED' });
    expect(
      await notificationEvents(notification.sql, 'notification.message.delivered', early.messageId),
    ).toEqual([]);
  });

  it('keeps an anonymous sender anonymous', async () => {
    const sent = await sealedMessage('anon', { language: 'es', isAnonymous: true });
    await deliverToRecipient(
      deps,
      { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id },
      silentLogger,
    );
    const [summary] = await mailbox.messagesTo(sent.recipientEmail);
    const mail = await mailbox.message(summary!.ID);
    expect(mail.Subject).toBe('Alguien te ha dejado un mensaje');
    expect(mail.Text).not.toContain('Ana');
    expect(mail.HTML).not.toContain('Ana');
  });

  it('does not e-mail a postal delivery (it joins the letter queue), nor a message deleted before its turn', async () => {
    const postal = await sealedMessage('postal', { language: 'es', deliveryMethod: 'postal' });
    const postalEvent = randomUUID();
    await deliverToRecipient(
      deps,
      { eventId: postalEvent, messageId: postal.messageId, userId: postal.user.id },
      silentLogger,
    );
    expect(await mailbox.messagesTo(postal.recipientEmail)).toHaveLength(0);
    expect(await emailLogRow(notification.sql, postalEvent)).toMatchObject({
      status: 'skipped',
      last_error: 'POSTAL_LETTER_QUEUED',
    });
    expect(
      await notificationEvents(notification.sql, 'notification.message.delivered', postal.messageId),
    ).toEqual([]);

    const deleted = await sealedMessage('deleted', { language: 'es' });
    await message.DeleteMessage({ owner: deleted.owner, messageId: deleted.messageId });
    const deletedEvent = randomUUID();
    await deliverToRecipient(
      deps,
      { eventId: deletedEvent, messageId: deleted.messageId, userId: deleted.user.id },
      silentLogger,
    );
    expect(await mailbox.messagesTo(deleted.recipientEmail)).toHaveLength(0);
    expect((await emailLogRow(notification.sql, deletedEvent)).last_error).toBe('MESSAGE_NOT_FOUND');
  });

  it('tells the sender once, in their language, with the recipient’s e-mail, that the message went out', async () => {
    const sent = await sealedMessage('notice', { language: 'es' });
    const due = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
    await deliverToRecipient(deps, due, silentLogger);
    // The release again, then message.delivered once the message service has recorded it: nothing more.
    await deliverToRecipient(deps, due, silentLogger);
    const delivered = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
    await notifyDelivered(deps, delivered, silentLogger);
    const notices = await deliveredNotices(
      sent.user.email,
      'Tu mensaje para Luis ha sido enviado a su destinatario',
    );
    expect(notices).toHaveLength(1);
    const mail = await mailbox.message(notices[0]!.ID);
    expect(mail.Text).toContain('Hola, Ana García:');
    // The sender's notice never carries the code.
    expect(mail.Text).not.toContain(sent.accessCode);
    expect(await emailLogRow(notification.sql, deliveredNoticeKey(sent.messageId))).toMatchObject({
      kind: 'sender_delivered',
      status: 'sent',
    });
    // message.delivered found the notice and left no trace of its own.
    expect(await logRowCount(delivered.eventId)).toBe(0);
  });

  it('leaves the notice to the release when it failed after the recipient’s e-mail went out, and e-mails the recipient once', async () => {
    const sent = await sealedMessage('noticeretry', { language: 'en' });
    const due = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
    let sends = 0;
    const secondSendFails: MessageMailDeps = {
      ...deps,
      mailer: {
        sendMail: (options) => {
          sends += 1;
          if (sends === 2) return Promise.reject(Object.assign(new Error('gone'), { code: 'ECONNECTION' }));
          return deps.mailer.sendMail(options);
        },
      },
    };
    await expect(deliverToRecipient(secondSendFails, due, silentLogger)).rejects.toThrow('gone');
    expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(1);
    const subject = 'Your message for Luis has been sent to its recipient';
    expect(await deliveredNotices(sent.user.email, subject)).toEqual([]);

    // message.delivered comes first and finds the notice owed; the release, redelivered, sends it.
    const delivered = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
    await notifyDelivered(deps, delivered, silentLogger);
    expect(await deliveredNotices(sent.user.email, subject)).toEqual([]);
    await deliverToRecipient(deps, due, silentLogger);
    expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(1);
    expect(await deliveredNotices(sent.user.email, subject)).toHaveLength(1);
  });

  it('tells the sender of a posted letter when message.delivered comes, once', async () => {
    const postal = await sealedMessage('postednotice', { language: 'es', deliveryMethod: 'postal' });
    await deliverToRecipient(
      deps,
      { eventId: randomUUID(), messageId: postal.messageId, userId: postal.user.id },
      silentLogger,
    );
    expect(await mailbox.messagesTo(postal.user.email)).toEqual([]);
    const delivered = { eventId: randomUUID(), messageId: postal.messageId, userId: postal.user.id };
    await notifyDelivered(deps, delivered, silentLogger);
    await notifyDelivered(deps, delivered, silentLogger);
    expect(
      await deliveredNotices(postal.user.email, 'Tu mensaje para Luis ha sido enviado a su destinatario'),
    ).toHaveLength(1);
  });
});

describe('notices after the recipient’s actions', () => {
  it('tells the sender once that wrong answers locked the message', async () => {
    const sent = await sealedMessage('locked', { language: 'en' });
    const notice = {
      eventId: randomUUID(),
      kind: 'locked' as const,
      messageId: sent.messageId,
      userId: sent.user.id,
    };
    await notifySender(deps, notice, silentLogger);
    await notifySender(deps, notice, silentLogger);
    const notices = (await mailbox.messagesTo(sent.user.email)).filter(
      (m) => m.Subject === 'Your message for Luis has been locked',
    );
    expect(notices).toHaveLength(1);
  });

  it('tells both parties once when strict security deleted the message, then says its tombstone can go', async () => {
    const sent = await sealedMessage('strict', {
      language: 'es',
      released: false,
      securityLevel: 'strict',
      questions: [{ question: '¿Dónde nos conocimos?', answer: 'En Bilbao' }],
    });
    await closedByAccess(sent, 'attempts');
    const deletion = {
      eventId: randomUUID(),
      messageId: sent.messageId,
      userId: sent.user.id,
      reason: 'attempts' as const,
    };
    await notifyDeletion(deps, deletion, silentLogger);
    await notifyDeletion(deps, deletion, silentLogger);

    const toSender = (await mailbox.messagesTo(sent.user.email)).filter(
      (m) => m.Subject === 'Tu mensaje para Luis ha sido eliminado',
    );
    expect(toSender).toHaveLength(1);
    const toRecipient = await mailbox.messagesTo(sent.recipientEmail);
    expect(toRecipient.map((m) => m.Subject)).toEqual(['El mensaje que te dejaron ha sido eliminado']);
    const mail = await mailbox.message(toRecipient[0]!.ID);
    expect(mail.Text).toContain('El mensaje que Ana García te dejó');
    expect(mail.Text).toContain('The message Ana García left you');
    // Forgetting it is the message service's act, on this event (written once, with the last notice).
    expect(
      await notificationEvents(notification.sql, 'notification.deletion.notified', sent.messageId),
    ).toEqual([{ messageId: sent.messageId, userId: sent.user.id }]);
    await expect(message.GetTombstone({ messageId: sent.messageId })).resolves.toMatchObject({
      reason: 'attempts',
    });
  });

  it('tells only the sender when the recipient deleted it', async () => {
    const sent = await sealedMessage('bythem', { language: 'es', released: false });
    await closedByAccess(sent, 'recipient');
    await notifyDeletion(
      deps,
      { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id, reason: 'recipient' },
      silentLogger,
    );
    const subjects = (await mailbox.messagesTo(sent.user.email)).map((m) => m.Subject);
    expect(subjects).toContain('Luis ha eliminado tu mensaje');
    expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(0);
    expect(
      await notificationEvents(notification.sql, 'notification.deletion.notified', sent.messageId),
    ).toHaveLength(1);
  });
});

describe('the sent-mail journal, after the databases went back to an earlier point', () => {
  it('records a letter and its notice sent as the journal says, and sends neither again', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sent-mail-journal-'));
    const journal = directoryJournal(directory);
    const journaled = { ...deps, journal };
    try {
      const sent = await sealedMessage('journal', { language: 'es' });
      const first = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
      await deliverToRecipient(journaled, first, silentLogger);
      const notice = 'Tu mensaje para Luis ha sido enviado a su destinatario';
      expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(1);
      expect(await deliveredNotices(sent.user.email, notice)).toHaveLength(1);
      const sentAt = (await emailLogRow(notification.sql, first.eventId)).sent_at!;
      expect(await journal.since(new Date(0))).toEqual(
        expect.arrayContaining([
          { kind: 'message_delivery', subject: sent.messageId, sentAt },
          { kind: 'sender_delivered', subject: deliveredNoticeKey(sent.messageId), sentAt: expect.any(Date) },
        ]),
      );

      // The restore: notification's database forgets both e-mails; the release comes again as a new event.
      await notification.sql.query('DELETE FROM email_log WHERE event_id = ANY($1::uuid[])', [
        [first.eventId, deliveredNoticeKey(sent.messageId)],
      ]);
      expect(await importJournal(notification.db.sql, journal, silentLogger)).toBeGreaterThanOrEqual(2);
      const again = { eventId: randomUUID(), messageId: sent.messageId, userId: sent.user.id };
      await deliverToRecipient(journaled, again, silentLogger);

      expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(1);
      expect(await deliveredNotices(sent.user.email, notice)).toHaveLength(1);
      // Recorded sent when it was, with its report, so the message service learns it was delivered.
      expect(await emailLogRow(notification.sql, again.eventId)).toMatchObject({
        status: 'sent',
        sent_at: sentAt,
      });
      expect(await emailLogRow(notification.sql, deliveredNoticeKey(sent.messageId))).toMatchObject({
        kind: 'sender_delivered',
        status: 'sent',
      });
      expect(
        await notificationEvents(notification.sql, 'notification.message.delivered', sent.messageId),
      ).toContainEqual({
        messageId: sent.messageId,
        userId: sent.user.id,
        deliveredAt: sentAt.toISOString(),
      });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reads nothing of an empty or missing journal, and an entry only once', async () => {
    const directory = path.join(os.tmpdir(), `sent-mail-journal-${randomUUID()}`);
    const journal = directoryJournal(directory);
    expect(await journal.since(new Date(0))).toEqual([]);
    const subject = randomUUID();
    await journal.record({ kind: 'message_delivery', subject, sentAt: new Date('2027-01-05T09:00:00Z') });
    try {
      await importJournal(notification.db.sql, journal, silentLogger);
      await importJournal(notification.db.sql, journal, silentLogger);
      const { rows } = await notification.sql.query('SELECT kind FROM journaled_email WHERE subject = $1', [
        subject,
      ]);
      expect(rows).toEqual([{ kind: 'message_delivery' }]);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
