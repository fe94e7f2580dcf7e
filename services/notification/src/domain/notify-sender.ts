import { AppError } from '@app/platform/errors';
import type { Logger } from '@app/platform/logger';
import { senderNotice, type SenderNoticeKind } from '../templates/message-emails.ts';
import { toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import { sendOnce, type Composed } from './send-once.ts';

const isGone = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** Tells a sender, once per event, in their language, what happened to a message they wrote. */
export async function notifySender(
  deps: MessageMailDeps,
  notice: { eventId: string; kind: SenderNoticeKind; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: notice.eventId, kind: `sender_${notice.kind}`, userId: notice.userId },
    async (): Promise<Composed> => {
      let envelope;
      try {
        envelope = await deps.message.GetDeliveryEnvelope({ messageId: notice.messageId });
      } catch (error) {
        if (isGone(error)) return { skip: 'MESSAGE_NOT_FOUND' };
        throw error;
      }
      if (notice.kind === 'delivered' && !envelope.notifyDelivery) return { skip: 'NOTICE_OFF' };
      if (notice.kind === 'read' && !envelope.notifyRead) return { skip: 'NOTICE_OFF' };
      let sender;
      try {
        sender = (await deps.auth.GetUser({ userId: notice.userId })).user;
      } catch (error) {
        if (isGone(error)) return { skip: 'USER_NOT_FOUND' };
        throw error;
      }
      if (!sender) return { skip: 'USER_NOT_FOUND' };
      const email = senderNotice({
        kind: notice.kind,
        language: toLanguage(sender.language),
        name: sender.fullName || sender.username,
        recipient: envelope.recipient,
        url: publicLink(deps.publicUrl, '/', {}),
      });
      return { to: sender.email, email };
    },
    logger,
  );
}
