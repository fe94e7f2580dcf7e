import type { Logger } from '@app/platform/logger';
import { choicesLinkEmail } from '../templates/message-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type Composed } from './send-once.ts';

/**
 * access.choices_link.requested → the choices link goes to the message's own recipient address (read from the
 * message service now, never from the event): whoever asked from the page, only the addressee can use it.
 * Nothing is sent for a message not released, or gone.
 */
export async function sendChoicesLink(
  deps: MessageMailDeps,
  requested: { eventId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    {
      eventId: requested.eventId,
      kind: 'recipient_choices',
      userId: requested.userId,
      aboutMessageId: requested.messageId,
    },
    async (): Promise<Composed> => {
      let envelope;
      try {
        envelope = await deps.message.GetDeliveryEnvelope({ messageId: requested.messageId });
      } catch (error) {
        if (isGone(error)) return { skip: 'MESSAGE_NOT_FOUND' };
        throw error;
      }
      if (!envelope.isReleased || envelope.deliveryMethod !== 'email') return { skip: 'NOT_RELEASED' };
      const sender = await deps.auth.GetUser({ userId: requested.userId }).catch((error: unknown) => {
        if (isGone(error)) return { user: null };
        throw error;
      });
      const email = choicesLinkEmail({
        language: toLanguage(sender.user?.language ?? 'es'),
        recipient: envelope.recipient,
        senderName: envelope.isAnonymous ? '' : envelope.senderName,
        url: publicLinkWithFragment(deps.publicUrl, '/recipient/choices', { token: envelope.choicesToken }),
      });
      return { to: envelope.recipientEmail, email };
    },
    logger,
  );
}
