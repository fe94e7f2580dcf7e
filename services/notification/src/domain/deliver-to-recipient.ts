import type { Logger } from '@app/platform/logger';
import { oneClickPath } from '@app/proto/api/recipient';
import { prepareEvent } from '@app/platform/outbox';
import { recipientEmail } from '../templates/message-emails.ts';
import { isGone, senderOf, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { queuePostalLetter } from './queue-postal-letter.ts';
import { publicLink, publicLinkWithFragment } from './public-link.ts';
import {
  deliveredNoticeKey,
  notifySender,
  type NoticeFacts,
  type SenderNoticeCause,
} from './notify-sender.ts';
import { derivedEventId, sendOnce, type Composed } from './send-once.ts';

/** The log's reason for a letter kept back because its address rests after a bounce. */
export const ADDRESS_SUPPRESSED = 'ADDRESS_SUPPRESSED';

/**
 * A released message: the recipient gets the access code and the link that opens it (a postal one's letter
 * joins the admin's queue instead). The message service opened it before releasing it, so the link works the
 * moment the e-mail arrives. The code is read from the message service now; it is never in an event or stored
 * here. What became of the e-mail (accepted, or refused for good) goes back to the message service as an
 * event written with the log row that records it, so a redelivery sends nothing twice and reports once. The
 * sender hears of it at once, from the message and sender just read (docs/architecture.md, "The sender's
 * notice goes with the delivery").
 */
export async function deliverToRecipient(
  deps: MessageMailDeps,
  released: { eventId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  const report = { messageId: released.messageId, userId: released.userId };
  const notice = { eventId: deliveredNoticeKey(released.messageId), kind: 'delivered' as const, ...report };
  let read: NoticeFacts | undefined;
  // Why it was not sent, once known: its address rests after a bounce, or the mail server's refusal said.
  let failure: SenderNoticeCause | undefined;
  const outcome = await sendOnce(
    deps,
    {
      eventId: released.eventId,
      kind: 'message_delivery',
      userId: released.userId,
      aboutMessageId: released.messageId,
    },
    async (): Promise<Composed> => {
      let envelope;
      try {
        envelope = await deps.message.GetDeliveryEnvelope({ messageId: released.messageId });
      } catch (error) {
        if (isGone(error)) return { skip: 'MESSAGE_NOT_FOUND' };
        throw error;
      }
      // Anyone who can publish to NATS could write the event; only the message service releases a message.
      if (!envelope.isReleased) {
        logger.warn(
          { messageId: released.messageId },
          'a delivery the message service did not release; ignored',
        );
        return { skip: 'NOT_RELEASED' };
      }
      // A letter is printed and posted by an admin: it joins their queue, and posting it delivers the message.
      if (envelope.deliveryMethod !== 'email') {
        await queuePostalLetter(deps, released);
        return { skip: 'POSTAL_LETTER_QUEUED' };
      }
      if (envelope.isDelivered) return { skip: 'ALREADY_DELIVERED' };
      const sender = await senderOf(deps, released.userId);
      read = { envelope, sender };
      // Sealed while its address rested after a bounce (its sender was warned): not sent, and its sender told.
      if (envelope.recipientSuppressed) {
        failure = 'suppressed';
        return { refuse: ADDRESS_SUPPRESSED };
      }
      const email = recipientEmail({
        language: toLanguage(sender?.language ?? 'es'),
        recipient: envelope.recipient,
        senderName: envelope.isAnonymous ? '' : envelope.senderName,
        accessCode: envelope.accessCode,
        url: publicLinkWithFragment(deps.publicUrl, '/message/access', { code: envelope.accessCode }),
        choicesUrl: publicLinkWithFragment(deps.publicUrl, '/recipient/choices', {
          token: envelope.choicesToken,
        }),
        oneClickUrl: publicLink(deps.publicUrl, oneClickPath(envelope.choicesToken), {}),
      });
      return { to: envelope.recipientEmail, email };
    },
    logger,
    (settled, at, cause) => {
      if (settled === 'sent') {
        return prepareEvent('notification.message.delivered', { ...report, deliveredAt: at.toISOString() });
      }
      if (settled === 'rejected') {
        failure ??= cause;
        return prepareEvent('notification.message.delivery_failed', {
          ...report,
          failedAt: at.toISOString(),
          // Not for a letter kept back: its address rests already, and that must not lengthen the rest.
          ...(cause ? { cause } : {}),
        });
      }
      return null;
    },
    { eventId: notice.eventId, kind: 'sender_delivered', userId: released.userId },
  );
  if (outcome === 'sent' || outcome === 'rejected') deps.eventsWritten();
  // The sender's notice, once per message (sent before: this event came again, and the notice may still be owed).
  if (outcome === 'sent' || outcome === 'sent_before') await notifySender(deps, notice, logger, read);
  // Refused for good: nothing will retry it, so the sender must know (once, also when this event comes again
  // after a crash).
  if (outcome === 'rejected' || outcome === 'rejected_before') {
    await notifySender(
      deps,
      {
        eventId: derivedEventId(released.eventId, 'refused'),
        kind: 'delivery_failed',
        messageId: released.messageId,
        userId: released.userId,
        ...(failure ? { cause: failure } : {}),
      },
      logger,
    );
  }
}
