import { randomUUID } from 'node:crypto';
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
import type { MessageMailDeps } from '../src/domain/message-mail-deps.ts';
import { getLettersOfMessages } from '../src/domain/get-letters-of-messages.ts';
import { listPostalLetters } from '../src/domain/list-postal-letters.ts';
import { renderLetter } from '../src/domain/render-postal-letter.ts';
import { setLetterStatus } from '../src/domain/set-postal-letter-status.ts';
import {
  emailLogRow,
  notificationEvents,
  publicUrl,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';
import { type Mailbox } from '@app/test-stack/mailbox';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { qrCodesOf, readPdf } from '@app/test-stack/read-pdf';

let world: MessageWorld;
let backends: Backends;
let notification: NotificationTestDatabase;
let mailbox: Mailbox;
let message: MessageClient;
let deps: MessageMailDeps;

beforeAll(async () => {
  world = await openMessageWorld('notification_letters');
  ({ backends, notification, mailbox, message, deps } = world);
});

afterAll(async () => {
  await world?.close();
});

/** A verified sender's sealed postal message that the message service released when it was due. */
async function duePostalMessage(label: string, options: LetterOptions & { released?: boolean } = {}) {
  const sender = await verifiedSender(backends, label, { language: 'es' });
  const sealed = await sealedLetter(message, sender, { deliveryMethod: 'postal', ...options });
  if (options.released !== false) await backends.release(sealed.messageId);
  return { ...sender, ...sealed };
}

async function deliveryEvent(sent: { messageId: string; user: { id: string } }, eventId = randomUUID()) {
  await deliverToRecipient(deps, { eventId, messageId: sent.messageId, userId: sent.user.id }, silentLogger);
  return eventId;
}

async function letterOf(messageId: string) {
  const [letter] = await getLettersOfMessages(deps, [messageId]);
  return letter;
}

/** What this service told the message service about the message's delivery. */
const deliveryReports = (messageId: string) =>
  notificationEvents(notification.sql, 'notification.message.delivered', messageId);

describe('the postal letter queue', () => {
  it('queues a released postal delivery once, e-mails no one, and reports nothing until it is posted', async () => {
    const sent = await duePostalMessage('queue');
    const first = await deliveryEvent(sent);
    // The same delivery, redelivered or duplicated: still one letter.
    await deliveryEvent(sent, first);
    await deliveryEvent(sent);

    const letters = (await listPostalLetters(deps, { status: '', limit: 0 })).filter(
      (letter) => letter.messageId === sent.messageId,
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ status: 'queued', printedAt: '', postedAt: '' });
    expect(letters[0]!.reference).toBe(letters[0]!.id.slice(0, 8).toUpperCase());
    expect(await emailLogRow(notification.sql, first)).toMatchObject({
      status: 'skipped',
      last_error: 'POSTAL_LETTER_QUEUED',
    });
    expect(await mailbox.messagesTo(sent.recipientEmail)).toHaveLength(0);
    expect(await deliveryReports(sent.messageId)).toEqual([]);
  });

  it('queues nothing for a message the message service did not release', async () => {
    const early = await duePostalMessage('forged', { released: false });
    await deliveryEvent(early);
    expect(await letterOf(early.messageId)).toBeUndefined();
  });

  it('renders a letter with the text, the code, a QR code that opens the message and one for its choices', async () => {
    const sent = await duePostalMessage('render', {
      content: 'Querido Luis: la llave está en la caja azul.',
    });
    await deliveryEvent(sent);
    const letter = (await letterOf(sent.messageId))!;

    const { pdf, fileName } = await renderLetter(deps, letter.id);
    expect(fileName).toBe(`letter-${letter.reference}.pdf`);
    const read = await readPdf(pdf);
    const text = read.text.replace(/\s+/g, ' ');
    for (const line of ['Luis García', 'Calle Mayor 1, 3º B', '28013 Madrid', 'ESPAÑA']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('la llave está en la caja azul');
    expect(text).toContain(sent.accessCode);
    expect(text).toContain(letter.reference);
    // The second opens the recipient's choices (refusing this sender) for whoever holds the paper.
    expect(qrCodesOf(read)).toEqual([
      `${publicUrl}/message/access#code=${sent.accessCode}`,
      expect.stringMatching(
        new RegExp(`^${publicUrl}/recipient/choices#token=${sent.messageId}\\.[0-9a-f]{32}$`),
      ),
    ]);
  });

  it('keeps a protected message’s text off the paper: the questions still stand', async () => {
    const sent = await duePostalMessage('protected', {
      securityLevel: 'basic',
      questions: [{ question: '¿Dónde nos conocimos?', answer: 'Bilbao' }],
      content: 'Querido Luis: la llave está en la caja azul.',
    });
    await deliveryEvent(sent);
    const { pdf } = await renderLetter(deps, (await letterOf(sent.messageId))!.id);
    const text = (await readPdf(pdf)).text.replace(/\s+/g, ' ');
    expect(text).toContain(sent.accessCode);
    expect(text).not.toContain('caja azul');
    expect(text).not.toContain('Bilbao');
  });

  it('moves printed → posted → returned; posting reports the message delivered; no step out of order', async () => {
    const sent = await duePostalMessage('steps');
    await deliveryEvent(sent);
    const { id } = (await letterOf(sent.messageId))!;

    await expect(setLetterStatus(deps, id, 'posted', silentLogger)).rejects.toMatchObject({
      reason: 'LETTER_STATE_CONFLICT',
    });
    await expect(setLetterStatus(deps, id, 'lost', silentLogger)).rejects.toMatchObject({
      reason: 'LETTER_STATUS_INVALID',
    });
    expect(await setLetterStatus(deps, id, 'printed', silentLogger)).toMatchObject({ status: 'printed' });
    expect(await deliveryReports(sent.messageId)).toEqual([]);

    const posted = await setLetterStatus(deps, id, 'posted', silentLogger);
    expect(posted).toMatchObject({ status: 'posted' });
    expect(posted.postedAt).not.toBe('');
    // Committed with the letter's move: the message service marks it delivered (and it opens) on this event.
    expect(await deliveryReports(sent.messageId)).toEqual([
      { messageId: sent.messageId, userId: sent.user.id, deliveredAt: posted.postedAt },
    ]);
    // Out of the door: no second copy of the code is printed.
    await expect(renderLetter(deps, id)).rejects.toMatchObject({ reason: 'LETTER_STATE_CONFLICT' });

    expect(await setLetterStatus(deps, id, 'returned', silentLogger)).toMatchObject({ status: 'returned' });
    expect(await deliveryReports(sent.messageId)).toHaveLength(1);
    // Its sender hears it came back, once.
    const notices = await mailbox.messagesTo(sent.user.email);
    expect(notices.map((mail) => mail.Subject)).toEqual(['La carta para Luis nos ha sido devuelta']);
    await expect(setLetterStatus(deps, id, 'printed', silentLogger)).rejects.toMatchObject({
      reason: 'LETTER_STATE_CONFLICT',
    });
    await expect(setLetterStatus(deps, randomUUID(), 'printed', silentLogger)).rejects.toMatchObject({
      reason: 'LETTER_NOT_FOUND',
    });
  });

  it('cancels the letter of a message deleted before it went out', async () => {
    const sent = await duePostalMessage('deleted');
    await deliveryEvent(sent);
    const { id } = (await letterOf(sent.messageId))!;
    await setLetterStatus(deps, id, 'printed', silentLogger);
    await message.DeleteMessage({ owner: sent.owner, messageId: sent.messageId });

    await expect(renderLetter(deps, id)).rejects.toMatchObject({ reason: 'LETTER_CANCELLED' });
    expect(await letterOf(sent.messageId)).toMatchObject({ status: 'cancelled' });
    await expect(setLetterStatus(deps, id, 'posted', silentLogger)).rejects.toMatchObject({
      reason: 'LETTER_STATE_CONFLICT',
    });
  });
});
