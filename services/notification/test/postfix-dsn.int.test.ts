// Real delivery status notifications: e-mails the product sent, handed to a private Postfix that fails them as a
// far server would (a 5.1.1 unknown user; a 4.2.2 full mailbox refused until the message expires), whose own
// reports reach the bounce receiver by SMTP. Each lands as a final failure with its cause.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { deliverToRecipient } from '../src/domain/deliver-to-recipient.ts';
import type { MessageMailDeps } from '../src/domain/message-mail-deps.ts';
import { recordBounce } from '../src/domain/record-bounce.ts';
import { sendOnce } from '../src/domain/send-once.ts';
import { startBounceReceiver, type BounceReceiver } from '../src/mailer/bounce-receiver.ts';
import { returnPathFor } from '../src/mailer/return-path.ts';
import { emailLogRow, notificationEvents, silentLogger } from './helpers/notification-test-env.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { startPrivatePostfix, type PrivatePostfix } from './helpers/private-postfix.ts';

const returnPaths = { domain: 'legado.test', secret: 'a-bounce-token-secret-of-at-least-32-characters' };
let world: MessageWorld;
let receiver: BounceReceiver;
let postfix: PrivatePostfix;
let deps: MessageMailDeps;

beforeAll(async () => {
  receiver = await startBounceReceiver({
    host: '127.0.0.1',
    port: 0,
    returnPaths,
    onReport: (report) => recordBounce(deps, report, silentLogger),
    logger: silentLogger,
  });
  postfix = await startPrivatePostfix({
    failures: {
      'unknown.far.example': 'error:5.1.1 User unknown in virtual mailbox table',
      'full.far.example': 'retry:4.2.2 Mailbox full',
    },
    reportsTo: { domain: returnPaths.domain, port: receiver.port },
  });
  world = await openMessageWorld('notification_postfix_dsn');
  deps = { ...world.deps, returnPath: (logId) => returnPathFor(returnPaths, logId) };
});

afterAll(async () => {
  await postfix?.stop();
  await receiver?.close();
  await world?.close();
});

/** What the catcher received for `to` (the product's e-mail as it left), handed on to Postfix. */
async function relayToPostfix(to: string, logId: string) {
  const [received] = await world.mailbox.messagesTo(to);
  expect(received).toBeDefined();
  await postfix.inject(await world.mailbox.raw(received!.ID), {
    from: returnPathFor(returnPaths, logId),
    to,
  });
}

async function bouncedRow(eventId: string) {
  await expect
    .poll(async () => (await emailLogRow(world.notification.sql, eventId)).status, { timeout: 20_000 })
    .toBe('bounced')
    // What Postfix did with it says why no report came.
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await postfix.log()}`);
    });
  return emailLogRow(world.notification.sql, eventId);
}

describe('a real Postfix’s delivery status notification', () => {
  it('about an unknown user (5.1.1) makes a recipient’s e-mail not delivered, for an address cause', async () => {
    const sender = await verifiedSender(world.backends, 'pfunknown', { language: 'en' });
    const to = `nadie.${randomUUID().slice(0, 8)}@unknown.far.example`;
    const sealed = await sealedMessage(world.message, sender, { recipientEmail: to });
    await world.backends.release(sealed.messageId);
    const eventId = randomUUID();
    await deliverToRecipient(
      deps,
      { eventId, messageId: sealed.messageId, userId: sender.owner.userId },
      silentLogger,
    );
    const sent = await emailLogRow(world.notification.sql, eventId);
    await relayToPostfix(to, sent.id);

    const row = await bouncedRow(eventId);
    expect(row.last_error).toBe('DSN 5.1.1');
    expect(
      await notificationEvents(
        world.notification.sql,
        'notification.message.delivery_failed',
        sealed.messageId,
      ),
    ).toHaveLength(1);
  });

  it('about a full mailbox that expired (failed, 4.2.2) is a final failure: the check-in bounced', async () => {
    const messageId = randomUUID();
    const userId = randomUUID();
    const eventId = randomUUID();
    const to = `ana.${randomUUID().slice(0, 8)}@full.far.example`;
    await sendOnce(
      deps,
      { eventId, kind: 'check_in', userId, aboutMessageId: messageId },
      async () => ({
        to,
        email: { subject: '¿Sigues ahí?', html: '<p>¿Sigues ahí?</p>', text: '¿Sigues ahí?', language: 'es' },
      }),
      silentLogger,
    );
    const sent = await emailLogRow(world.notification.sql, eventId);
    await relayToPostfix(to, sent.id);

    const row = await bouncedRow(eventId);
    expect(row.last_error).toBe('DSN 4.2.2');
    expect(
      await notificationEvents(world.notification.sql, 'notification.check_in.bounced', messageId),
    ).toEqual([
      { messageId, userId, bouncedAt: expect.any(String), channel: 'email', sentAt: expect.any(String) },
    ]);
  });
});
