// A recipient's e-mail accepted by a mail server and returned minutes later (a delivery status notification
// to its return path) must not leave the sender's card saying "delivered": the real path, from the mail
// catcher playing the far side (bounce.example) to the bounce receiver and its facts. A forged report, or one
// about another e-mail, changes nothing.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryReport } from '@app/mail-catcher/delivery-report';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { deliverToRecipient } from '../src/domain/deliver-to-recipient.ts';
import type { MessageMailDeps } from '../src/domain/message-mail-deps.ts';
import { isCheckInBounced } from '../src/domain/is-check-in-bounced.ts';
import { recordBounce } from '../src/domain/record-bounce.ts';
import { sendCheckIn } from '../src/domain/send-check-in.ts';
import { sendOnce } from '../src/domain/send-once.ts';
import { startBounceReceiver, type BounceReceiver } from '../src/mailer/bounce-receiver.ts';
import { returnPathFor } from '../src/mailer/return-path.ts';
import { emailLogRow, notificationEvents, publicUrl, silentLogger } from './helpers/notification-test-env.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';

// qmail's "failure notice" as qmail-send writes it, its return path and Message-ID filled in by each test.
const qmailNotice = readFileSync(new URL('./fixtures/qmail-failure-notice.eml', import.meta.url), 'utf8');
// Exchange Online's non-delivery report (5.1.10) and Gmail's block (5.7.1 only in the diagnostic), as they write them.
const exchangeReport = readFileSync(new URL('./fixtures/exchange-ndr.eml', import.meta.url), 'utf8');
const gmailReport = readFileSync(new URL('./fixtures/gmail-block.eml', import.meta.url), 'utf8');

const returnPaths = { domain: 'legado.test', secret: 'a-bounce-token-secret-of-at-least-32-characters' };
let world: MessageWorld;
let receiver: BounceReceiver;
let deps: MessageMailDeps;

beforeAll(async () => {
  // The receiver first (the catcher must know where to return mail); it records with the world's deps.
  receiver = await startBounceReceiver({
    host: '127.0.0.1',
    port: 0,
    returnPaths,
    onReport: (report) => recordBounce(deps, report, silentLogger),
    logger: silentLogger,
  });
  world = await openMessageWorld('notification_bounces', { bouncesTo: receiver.port });
  deps = { ...world.deps, returnPath: (logId) => returnPathFor(returnPaths, logId) };
});

afterAll(async () => {
  await receiver?.close();
  await world?.close();
});

/** A released message of a new English sender's, to `recipientEmail`, delivered by notification now. */
async function delivered(label: string, recipientEmail: string) {
  const sender = await verifiedSender(world.backends, label, { language: 'en' });
  const sealed = await sealedMessage(world.message, sender, { recipientEmail });
  await world.backends.release(sealed.messageId);
  const eventId = randomUUID();
  await deliverToRecipient(
    deps,
    { eventId, messageId: sealed.messageId, userId: sender.owner.userId },
    silentLogger,
  );
  const log = await emailLogRow(world.notification.sql, eventId);
  return { email: sender.owner.email, ...sealed, eventId, log };
}

const failedReports = (messageId: string) =>
  notificationEvents(world.notification.sql, 'notification.message.delivery_failed', messageId);

/** Hands the receiver a report as a mail server would; answers the SMTP error, if the receiver refused it. */
async function report(returnPath: string, raw: string): Promise<number | undefined> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: '', to: returnPath }, raw });
    return undefined;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode;
  } finally {
    transport.close();
  }
}

describe('a recipient’s e-mail that bounces', () => {
  it('is recorded as never delivered, once, and its sender is told', async () => {
    const sent = await delivered('bounced', `nadie.${randomUUID().slice(0, 8)}@bounce.example`);
    // The catcher accepted it, then returned it to the e-mail's own return path (by now, perhaps: the sender's
    // notice went out in between).
    await expect
      .poll(async () => (await emailLogRow(world.notification.sql, sent.eventId)).status, { timeout: 15_000 })
      .toBe('bounced');
    expect(await failedReports(sent.messageId)).toHaveLength(1);
    await expect
      .poll(async () => (await world.mailbox.messagesTo(sent.email)).map((mail) => mail.Subject))
      .toContainEqual(expect.stringMatching(/could not deliver/));
    const [notice] = (await world.mailbox.messagesTo(sent.email)).filter((mail) =>
      /could not deliver/.test(mail.Subject),
    );
    const { Text } = await world.mailbox.message(notice!.ID);
    expect(Text).toMatch(/may be mistyped or no longer exist/);
    // Its button opens that message's card on the sender's list, where «Correct the address» is.
    expect(Text).toContain(`${publicUrl}/messages#message=${sent.messageId}`);

    // The same report again (a mail server retrying after a lost answer) changes nothing more.
    const again = deliveryReport({
      returnPath: returnPathFor(returnPaths, sent.log.id),
      recipient: 'nadie@bounce.example',
      original: Buffer.from(`Message-ID: ${sent.log.message_id}\r\n\r\n`),
    });
    expect(await report(returnPathFor(returnPaths, sent.log.id), again)).toBeUndefined();
    expect(await failedReports(sent.messageId)).toHaveLength(1);
    expect(
      (await world.mailbox.messagesTo(sent.email)).filter((mail) => /could not deliver/.test(mail.Subject)),
    ).toHaveLength(1);
  });

  it('tells its sender in words that fit the cause: a block is not a mistyped address', async () => {
    const sent = await delivered('blocked', `pilar.${randomUUID().slice(0, 8)}@example.com`);
    const returnPath = returnPathFor(returnPaths, sent.log.id);
    const blocked = deliveryReport({
      returnPath,
      recipient: 'pilar@example.com',
      original: Buffer.from(`Message-ID: ${sent.log.message_id}\r\n\r\n`),
    })
      .replace('Status: 5.1.1', 'Status: 5.7.1')
      .replace(/550 5\.1\.1 [^\r\n]*/, '550 5.7.1 Message rejected as spam');
    expect(await report(returnPath, blocked)).toBeUndefined();

    const row = await emailLogRow(world.notification.sql, sent.eventId);
    expect(row).toMatchObject({ status: 'bounced', last_error: 'DSN 5.7.1' });
    const [notice] = (await world.mailbox.messagesTo(sent.email)).filter((mail) =>
      /could not deliver/.test(mail.Subject),
    );
    const { Text } = await world.mailbox.message(notice!.ID);
    expect(Text).toMatch(/blocked it as unwanted/);
    expect(Text).toMatch(/Correct the address/);
    expect(Text).not.toMatch(/mistyped or no longer exist/);
  });

  it('believes qmail’s plain-text failure notice tied by its return path and the returned Message-ID', async () => {
    const sent = await delivered('qmail', `ines.${randomUUID().slice(0, 8)}@example.com`);
    const returnPath = returnPathFor(returnPaths, sent.log.id);
    const notice = qmailNotice
      .replaceAll('bounces+RETURN_PATH_TOKEN@legado.test', returnPath)
      .replace('<MESSAGE_ID_HERE>', sent.log.message_id)
      .replace(/\r?\n/g, '\r\n');
    expect(await report(returnPath, notice)).toBeUndefined();
    expect(await emailLogRow(world.notification.sql, sent.eventId)).toMatchObject({
      status: 'bounced',
      last_error: 'DSN 5.1.1',
    });
    expect(await failedReports(sent.messageId)).toHaveLength(1);
    await expect
      .poll(async () => (await world.mailbox.messagesTo(sent.email)).map((mail) => mail.Subject))
      .toContainEqual(expect.stringMatching(/could not deliver/));
  });

  it('lands Exchange’s and Gmail’s own reports in their causes: an unknown address, and a block', async () => {
    const cases = [
      {
        label: 'exchange',
        fixture: exchangeReport,
        status: 'DSN 5.1.10',
        cause: 'address',
        told: /mistyped/,
      },
      { label: 'gmail', fixture: gmailReport, status: 'DSN 5.7.1', cause: 'blocked', told: /blocked it/ },
    ];
    for (const { label, fixture, status, cause, told } of cases) {
      const sent = await delivered(label, `${label}.${randomUUID().slice(0, 8)}@example.com`);
      const returnPath = returnPathFor(returnPaths, sent.log.id);
      const raw = fixture
        .replace(/bounces\+[0-9a-f]{32}\.[0-9a-f]{16}@legado\.local/g, returnPath)
        .replaceAll('<MESSAGE_ID_HERE>', sent.log.message_id)
        .replace(/\r?\n/g, '\r\n');
      expect(await report(returnPath, raw)).toBeUndefined();
      expect(await emailLogRow(world.notification.sql, sent.eventId)).toMatchObject({
        status: 'bounced',
        last_error: status,
      });
      expect(await failedReports(sent.messageId)).toEqual([expect.objectContaining({ cause })]);
      await expect
        .poll(async () => (await world.mailbox.messagesTo(sent.email)).map((mail) => mail.Subject))
        .toContainEqual(expect.stringMatching(/could not deliver/));
      const [notice] = (await world.mailbox.messagesTo(sent.email)).filter((mail) =>
        /could not deliver/.test(mail.Subject),
      );
      expect((await world.mailbox.message(notice!.ID)).Text).toMatch(told);
    }
  });

  it('refuses in the conversation a plain bounce tied to no e-mail of ours, and changes nothing', async () => {
    const sent = await delivered('untied', `rosa.${randomUUID().slice(0, 8)}@example.com`);
    const returnPath = returnPathFor(returnPaths, sent.log.id);
    const [explanation] = qmailNotice
      .replaceAll('bounces+RETURN_PATH_TOKEN@legado.test', returnPath)
      .split('--- Below this line');
    expect(await report(returnPath, explanation!.replace(/\r?\n/g, '\r\n'))).toBe(550);
    // Nor one whose copy is another e-mail's.
    const other = qmailNotice
      .replaceAll('bounces+RETURN_PATH_TOKEN@legado.test', returnPath)
      .replace('<MESSAGE_ID_HERE>', '<another@legado.test>')
      .replace(/\r?\n/g, '\r\n');
    expect(await report(returnPath, other)).toBe(550);
    // Nor one whose return path, signed by us, names an e-mail we do not know (any more).
    const unknown = returnPathFor(returnPaths, randomUUID());
    const orphan = qmailNotice
      .replaceAll('bounces+RETURN_PATH_TOKEN@legado.test', unknown)
      .replace('<MESSAGE_ID_HERE>', sent.log.message_id)
      .replace(/\r?\n/g, '\r\n');
    expect(await report(unknown, orphan)).toBe(550);
    expect((await emailLogRow(world.notification.sql, sent.eventId)).status).toBe('sent');
    expect(await failedReports(sent.messageId)).toHaveLength(0);
  });

  it('changes nothing when the report is forged, about another e-mail, or not a failure for good', async () => {
    const sent = await delivered('kept', `luis.${randomUUID().slice(0, 8)}@example.com`);
    const returnPath = returnPathFor(returnPaths, sent.log.id);
    const about = (messageId: string) => Buffer.from(`Message-ID: ${messageId}\r\n\r\n`);

    // A token we did not make is refused at RCPT, before the report is read.
    const forged = returnPath.replace(/\.([0-9a-f]{16})@/, '.0000000000000000@');
    const forgedReport = deliveryReport({
      returnPath: forged,
      recipient: 'x@example.com',
      original: about(sent.log.message_id),
    });
    expect(await report(forged, forgedReport)).toBe(550);

    // The right token, but the returned headers are another e-mail's.
    const other = deliveryReport({
      returnPath,
      recipient: 'x@example.com',
      original: about('<other@legado.test>'),
    });
    expect(await report(returnPath, other)).toBeUndefined();

    // Still trying (4.x.x, delayed): not a fact yet.
    const delayed = deliveryReport({
      returnPath,
      recipient: 'x@example.com',
      original: about(sent.log.message_id),
    })
      .replace('Action: failed', 'Action: delayed')
      .replace('Status: 5.1.1', 'Status: 4.4.7');
    expect(await report(returnPath, delayed)).toBeUndefined();

    expect((await emailLogRow(world.notification.sql, sent.eventId)).status).toBe('sent');
    expect(await failedReports(sent.messageId)).toHaveLength(0);
  });

  it('changes nothing when it comes after the message was opened: its sender is never told it did not arrive', async () => {
    const sent = await delivered('opened', `lucia.${randomUUID().slice(0, 8)}@example.com`);
    await world.backends.read(sent.messageId);
    // Whoever holds the e-mail knows its return path and Message-ID: a report forged with both.
    const returnPath = returnPathFor(returnPaths, sent.log.id);
    const forged = deliveryReport({
      returnPath,
      recipient: 'lucia@example.com',
      original: Buffer.from(`Message-ID: ${sent.log.message_id}\r\n\r\n`),
    });
    expect(await report(returnPath, forged)).toBeUndefined();

    expect((await emailLogRow(world.notification.sql, sent.eventId)).status).toBe('sent');
    expect(await failedReports(sent.messageId)).toHaveLength(0);
    expect(
      (await world.mailbox.messagesTo(sent.email)).filter((mail) => /could not deliver/.test(mail.Subject)),
    ).toHaveLength(0);
  });

  it('reports a check-in that came back, for the scheduler to write on its switch’s timeline', async () => {
    const messageId = randomUUID();
    const userId = randomUUID();
    const eventId = randomUUID();
    const email = {
      subject: '¿Sigues ahí?',
      html: '<p>¿Sigues ahí?</p>',
      text: '¿Sigues ahí?',
      language: 'es' as const,
    };
    await sendOnce(
      deps,
      { eventId, kind: 'check_in', userId, aboutMessageId: messageId },
      async () => ({ to: `ana.${randomUUID().slice(0, 8)}@bounce.example`, email }),
      silentLogger,
    );
    await expect
      .poll(async () => (await emailLogRow(world.notification.sql, eventId)).status, { timeout: 15_000 })
      .toBe('bounced');
    expect(
      await notificationEvents(world.notification.sql, 'notification.check_in.bounced', messageId),
    ).toEqual([
      { messageId, userId, bouncedAt: expect.any(String), channel: 'email', sentAt: expect.any(String) },
    ]);
  });

  it('ignores a report about a check-in answered since it was sent: the e-mail stays sent, nothing is told', async () => {
    const sender = await verifiedSender(world.backends, 'answered', { language: 'es' });
    const sealed = await sealedMessage(world.message, sender, { schedulingType: 'life_proof' });
    const { scheduler } = world;
    await scheduler.handOver(sealed.messageId, sender.user.id, 'life_proof');
    // Its first check-in due now, as the calendar would make it.
    await scheduler.sql.query(
      "UPDATE life_proof_switch SET state = 'check_in_sent', next_at = now() - interval '1 second' WHERE message_id = $1",
      [sealed.messageId],
    );
    const due = async () =>
      (
        await scheduler.sql.query<{ id: string; payload: { checkInId: string; channels: 'all' } }>(
          "SELECT id, payload FROM outbox_event WHERE type = 'scheduler.check_in.due' AND payload->>'messageId' = $1",
          [sealed.messageId],
        )
      ).rows;
    await expect.poll(due, { timeout: 20_000, interval: 50 }).toHaveLength(1);
    const [event] = await due();
    const checkIn = {
      eventId: event!.id,
      messageId: sealed.messageId,
      userId: sender.user.id,
      checkInId: event!.payload.checkInId,
      channels: event!.payload.channels,
      lastChance: false,
    };
    await sendCheckIn({ ...world.deps, returnPath: deps.returnPath! }, checkIn, silentLogger);
    const [mail] = await world.mailbox.messagesTo(sender.user.email);
    const { Text } = await world.mailbox.message(mail!.ID);
    const token = new RegExp(`${publicUrl}/proof-of-life#token=([A-Za-z0-9_-]+)`).exec(Text)?.[1];
    // The sender answers it: their mailbox is reachable.
    await scheduler.client.ConfirmCheckIn({ token: token! });

    // Then a failure report for that e-mail, with its return path and Message-ID (true, or forged by a relay).
    const log = await emailLogRow(world.notification.sql, checkIn.eventId);
    const returnPath = returnPathFor(returnPaths, log.id);
    const late = deliveryReport({
      returnPath,
      recipient: sender.user.email,
      original: Buffer.from(`Message-ID: ${log.message_id}\r\n\r\n`),
    });
    expect(await report(returnPath, late)).toBeUndefined();

    expect((await emailLogRow(world.notification.sql, checkIn.eventId)).status).toBe('sent');
    expect(
      await notificationEvents(world.notification.sql, 'notification.check_in.bounced', sealed.messageId),
    ).toEqual([]);
    expect(
      await isCheckInBounced(world.deps, {
        messageId: sealed.messageId,
        userId: sender.user.id,
        channel: 'email',
      }),
    ).toBe(false);
  });

  it('reports a trusted contact’s invitation that came back, for the sender’s card', async () => {
    const messageId = randomUUID();
    const userId = randomUUID();
    const eventId = randomUUID();
    const email = {
      subject: 'Persona de confianza',
      html: '<p>Hola</p>',
      text: 'Hola',
      language: 'es' as const,
    };
    await sendOnce(
      deps,
      { eventId, kind: 'contact_invitation', userId, aboutMessageId: messageId },
      async () => ({ to: `marta.${randomUUID().slice(0, 8)}@bounce.example`, email }),
      silentLogger,
    );
    await expect
      .poll(async () => (await emailLogRow(world.notification.sql, eventId)).status, { timeout: 15_000 })
      .toBe('bounced');
    expect(
      await notificationEvents(world.notification.sql, 'notification.contact_invitation.bounced', messageId),
    ).toEqual([{ messageId, userId, bouncedAt: expect.any(String) }]);
    expect(
      await notificationEvents(world.notification.sql, 'notification.check_in.bounced', messageId),
    ).toEqual([]);
  });
});
