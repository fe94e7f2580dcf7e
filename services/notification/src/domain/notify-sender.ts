import type { Logger } from '@app/platform/logger';
import { prepareEvent } from '@app/platform/outbox';
import type { GetDeliveryEnvelopeResponse__Output } from '@app/proto/gen/app/message/v1/GetDeliveryEnvelopeResponse.ts';
import { isLogged } from '../db/email-log-repository.ts';
import { recipientDeletionNotice, senderNotice, type SenderNoticeKind } from '../templates/message-emails.ts';
import { isGone, senderOf, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLink, publicLinkWithFragment } from './public-link.ts';
import type { BounceCause } from '@app/proto/rules/bounce-causes';
import { derivedEventId, sendOnce, type Composed, type RecordOutcome, USER_GONE } from './send-once.ts';

/** Why a delivery failed, as its sender is told: a bounce's cause, or a letter kept back from a resting address. */
export type SenderNoticeCause = BounceCause | 'suppressed';

/** What a sender's notice needs: the message and the sender, read when it is sent. */
export type SenderNoticeDeps = Omit<MessageMailDeps, 'scheduler'>;

/** The message and its sender (null: the account is gone), when the caller has just read them. */
export type NoticeFacts = {
  envelope: Pick<
    GetDeliveryEnvelopeResponse__Output,
    'recipient' | 'notifyDelivery' | 'notifyRead' | 'isRead'
  >;
  sender: Awaited<ReturnType<typeof senderOf>>;
};

/**
 * Where a notice's button goes: the message's card on the sender's list (`#message=<id>`, which the list opens on:
 * a failed delivery's «Corregir la dirección» is there), or the list alone once the message is gone.
 */
const messagesLink = (publicUrl: string, messageId: string | null) =>
  messageId
    ? publicLinkWithFragment(publicUrl, '/messages', { message: messageId })
    : publicLink(publicUrl, '/messages', {});

async function composeSenderNotice(
  deps: SenderNoticeDeps,
  userId: string,
  kind: SenderNoticeKind,
  recipient: string,
  messageId: string | null,
  known?: NoticeFacts['sender'],
  cause?: SenderNoticeCause,
): Promise<Composed> {
  const sender = known === undefined ? await senderOf(deps, userId) : known;
  if (!sender) return { skip: USER_GONE };
  const email = senderNotice({
    kind,
    language: toLanguage(sender.language),
    name: sender.fullName || sender.username,
    recipient,
    url: messagesLink(deps.publicUrl, messageId),
    cause,
  });
  return { to: sender.email, email };
}

/**
 * Tells a sender, once per event, in their language, what happened to a message of theirs that still exists.
 * `known`: the message and sender the caller read a moment ago, so they are not asked for again.
 */
export async function notifySender(
  deps: SenderNoticeDeps,
  notice: {
    eventId: string;
    kind: 'delivered' | 'read' | 'locked' | 'letter_returned' | 'delivery_failed' | 'address_resting';
    messageId: string;
    userId: string;
    /** A delivery's failure: why, as its report or refusal said, or that its address rests (unknown: absent). */
    cause?: SenderNoticeCause;
  },
  logger: Logger,
  known?: NoticeFacts,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: notice.eventId, kind: `sender_${notice.kind}`, userId: notice.userId },
    async (): Promise<Composed> => {
      let envelope = known?.envelope;
      try {
        envelope ??= await deps.message.GetDeliveryEnvelope({ messageId: notice.messageId });
      } catch (error) {
        if (isGone(error)) return { skip: 'MESSAGE_NOT_FOUND' };
        throw error;
      }
      if (notice.kind === 'delivered' && !envelope.notifyDelivery) return { skip: 'NOTICE_OFF' };
      if (notice.kind === 'read' && !envelope.notifyRead) return { skip: 'NOTICE_OFF' };
      // A report that it never arrived, come after its recipient opened it, is not true (a forged bounce).
      if (notice.kind === 'delivery_failed' && envelope.isRead) return { skip: 'MESSAGE_READ' };
      return composeSenderNotice(
        deps,
        notice.userId,
        notice.kind,
        envelope.recipient,
        notice.messageId,
        known?.sender,
        notice.cause,
      );
    },
    logger,
  );
}

/** The log key of the "delivered" notice that goes with a recipient's e-mail: one per message. */
export const deliveredNoticeKey = (messageId: string) => derivedEventId(messageId, 'delivered');

/**
 * message.delivered: the sender hears their message reached its recipient. An e-mail's notice goes with it
 * (deliverToRecipient, under `deliveredNoticeKey`), and its log row is written before the e-mail is recorded
 * sent, so it is there by the time this event can come: sent, or owed and the e-mail's event's to finish; this
 * does nothing then. Otherwise (a posted letter, or an e-mail sent by the version before) the notice goes now,
 * once for this event.
 */
export async function notifyDelivered(
  deps: SenderNoticeDeps,
  delivered: { eventId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  if (await isLogged(deps.db.sql, deliveredNoticeKey(delivered.messageId))) return;
  await notifySender(deps, { ...delivered, kind: 'delivered' }, logger);
}

/**
 * A message deleted on the recipient's side: the sender is told (and, when strict security deleted it, the
 * recipient too), from the tombstone the message service kept for this. With the last notice's log row goes
 * notification.deletion.notified, on which the message service forgets the tombstone: written once, whatever
 * a redelivery repeats.
 */
export async function notifyDeletion(
  deps: MessageMailDeps,
  deletion: { eventId: string; messageId: string; userId: string; reason: 'recipient' | 'attempts' },
  logger: Logger,
): Promise<void> {
  let tombstone;
  try {
    tombstone = await deps.message.GetTombstone({ messageId: deletion.messageId });
  } catch (error) {
    // Already told and forgotten (a redelivered event).
    if (isGone(error)) return;
    throw error;
  }
  const kind = deletion.reason === 'recipient' ? 'deleted_by_recipient' : 'deleted_by_attempts';
  const { messageId, userId } = deletion;
  const notified: RecordOutcome = () => prepareEvent('notification.deletion.notified', { messageId, userId });
  const toSender = await sendOnce(
    deps,
    { eventId: derivedEventId(deletion.eventId, 'sender'), kind: `sender_${kind}`, userId },
    () => composeSenderNotice(deps, userId, kind, tombstone.recipient, null),
    logger,
    deletion.reason === 'recipient' ? notified : undefined,
  );
  const last =
    deletion.reason === 'recipient'
      ? toSender
      : await sendOnce(
          deps,
          {
            eventId: derivedEventId(deletion.eventId, 'recipient'),
            kind: 'recipient_deleted_by_attempts',
            userId: null,
          },
          async (): Promise<Composed> => {
            const sender = await senderOf(deps, deletion.userId);
            const email = recipientDeletionNotice({
              language: toLanguage(sender?.language ?? 'es'),
              recipient: tombstone.recipient,
              senderName: tombstone.senderName,
            });
            return { to: tombstone.recipientEmail, email };
          },
          logger,
          notified,
        );
  if (!last.endsWith('_before')) deps.eventsWritten();
}
