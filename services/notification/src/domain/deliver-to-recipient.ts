import type { Logger } from '@app/platform/logger';
import { recipientEmail } from '../templates/message-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { queuePostalLetter } from './postal-letters.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { notifySender } from './notify-sender.ts';
import { derivedEventId, sendOnce, type Composed } from './send-once.ts';

/**
 * A due delivery: the recipient gets the access code and the link that opens the message, then the message
 * is marked delivered (a postal one joins the letter queue instead) (which opens it and tells the sender). The code is read from the message service now;
 * it is never in an event or stored here. Redelivery of the event sends nothing twice but still marks the
 * message delivered, so a crash between the two steps heals on retry.
 */
export async function deliverToRecipient(
  deps: MessageMailDeps,
  due: { eventId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  const outcome = await sendOnce(
    deps,
    { eventId: due.eventId, kind: 'message_delivery', userId: due.userId },
    async (): Promise<Composed> => {
      // Anyone who can publish to NATS could write this event; only the scheduler says a message is due.
      if (!(await deps.scheduler.CheckDeliveryDue({ messageId: due.messageId })).due) {
        logger.warn({ messageId: due.messageId }, 'a delivery event the scheduler did not send; ignored');
        return { skip: 'NOT_DUE' };
      }
      let envelope;
      try {
        envelope = await deps.message.GetDeliveryEnvelope({ messageId: due.messageId });
      } catch (error) {
        if (isGone(error)) return { skip: 'MESSAGE_NOT_FOUND' };
        throw error;
      }
      // A letter is printed and posted by an admin: it joins their queue, and posting it delivers the message.
      if (envelope.deliveryMethod !== 'email') {
        await queuePostalLetter(deps, due);
        return { skip: 'POSTAL_LETTER_QUEUED' };
      }
      if (envelope.isDelivered) return { skip: 'ALREADY_DELIVERED' };
      const sender = await deps.auth.GetUser({ userId: due.userId }).catch((error: unknown) => {
        if (isGone(error)) return { user: null };
        throw error;
      });
      const email = await recipientEmail({
        language: toLanguage(sender.user?.language ?? 'es'),
        recipient: envelope.recipient,
        senderName: envelope.isAnonymous ? '' : envelope.senderName,
        accessCode: envelope.accessCode,
        url: publicLinkWithFragment(deps.publicUrl, '/message/access', { code: envelope.accessCode }),
      });
      return { to: envelope.recipientEmail, email };
    },
    logger,
  );
  if (outcome === 'sent' || outcome === 'sent_before') {
    try {
      await deps.message.MarkDelivered({ messageId: due.messageId });
    } catch (error) {
      // Deleted after its e-mail went out: nothing left to mark.
      if (!isGone(error)) throw error;
    }
  }
  if (outcome === 'rejected' || outcome === 'rejected_before') await tellOfRefusal(deps, due, logger);
}

/**
 * The recipient's mail server refused the address for good: nothing will retry it, so the sender must know,
 * on the card and by e-mail (once each, also when this event comes again after a crash).
 */
async function tellOfRefusal(
  deps: MessageMailDeps,
  due: { eventId: string; messageId: string; userId: string },
  logger: Logger,
) {
  try {
    await deps.message.MarkDeliveryFailed({ messageId: due.messageId });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  await notifySender(
    deps,
    {
      eventId: derivedEventId(due.eventId, 'refused'),
      kind: 'delivery_failed',
      messageId: due.messageId,
      userId: due.userId,
    },
    logger,
  );
}
