import type { Logger } from '@app/platform/logger';
import { writeEvent } from '@app/platform/outbox';
import { findEmailLog, markBounced } from '../db/email-log-repository.ts';
import { isGone, type MessageMailDeps } from './message-mail-deps.ts';
import { notifySender } from './notify-sender.ts';
import type { DeliveryStatus } from './read-delivery-status.ts';
import { derivedEventId } from './send-once.ts';

export type BounceOutcome =
  | 'recorded'
  | 'recorded_before'
  | 'not_a_failure'
  | 'unknown_email'
  | 'message_id_mismatch'
  | 'message_read'
  | 'check_in_answered';

/**
 * A delivery status notification came back to the return path of the e-mail logged as `logId` (whose token the
 * receiver checked). Only a final failure (`Action: failed`, whatever its status's class) of an e-mail we sent,
 * naming that e-mail's own Message-ID, is a fact: the log row says bounced; a recipient's e-mail reports its message as never delivered
 * (`notification.message.delivery_failed`, as a refusal while sending does), with the sender told once; a
 * check-in reports that it never reached its sender (`notification.check_in.bounced`).
 * Anything else (delayed, a success, a report about another e-mail) changes nothing. A report is believed only
 * while it can change something: whoever holds the e-mail (its recipient, a relay, a scanner) knows its return
 * path and Message-ID and can forge one, so a report about a message its recipient has opened since changes
 * nothing, and a report about a check-in answered since it was sent (the scheduler says) is ignored: its row stays
 * sent, so the admin's trail, the mail counts and IsCheckInBounced never call a reachable sender's mail bounced.
 */
export async function recordBounce(
  deps: MessageMailDeps,
  bounce: { logId: string; status: DeliveryStatus },
  logger: Logger,
): Promise<BounceOutcome> {
  const { status } = bounce;
  if (status.outcome !== 'failed') {
    logger.info({ logId: bounce.logId, status: status.status }, 'delivery report without a final failure');
    return 'not_a_failure';
  }
  const row = await findEmailLog(deps.db.sql, bounce.logId);
  if (!row) return 'unknown_email';
  // The token says which e-mail; the returned headers must say the same, or the report is not about it.
  if (status.originalMessageId?.trim() !== row.messageId) {
    logger.warn({ logId: row.id }, 'a delivery report whose Message-ID is not its e-mail’s; ignored');
    return 'message_id_mismatch';
  }
  if (row.kind === 'message_delivery' && row.aboutMessageId && (await wasRead(deps, row.aboutMessageId))) {
    logger.warn({ logId: row.id }, 'a delivery report about a message its recipient opened; ignored');
    return 'message_read';
  }
  if (isCheckIn(row.kind) && row.aboutMessageId && row.userId && row.sentAt) {
    const { answered } = await deps.scheduler.WasCheckInAnsweredSince({
      messageId: row.aboutMessageId,
      userId: row.userId,
      since: row.sentAt.toISOString(),
    });
    if (answered) {
      logger.warn({ logId: row.id }, 'a delivery report about a check-in answered since; ignored');
      return 'check_in_answered';
    }
  }
  const recorded = await deps.db.sql.$transaction(async (tx) => {
    if (!(await markBounced(tx, row.id, status.status, status.cause))) return false;
    if (row.kind === 'message_delivery' && row.aboutMessageId && row.userId) {
      await writeEvent(tx, 'notification.message.delivery_failed', {
        messageId: row.aboutMessageId,
        userId: row.userId,
        failedAt: deps.now().toISOString(),
        cause: status.cause,
      });
    }
    // A check-in that never reached its sender: the scheduler writes it on the switch's timeline, and sends it
    // to the backup address when it was the sender's own that bounced.
    if (isCheckIn(row.kind) && row.aboutMessageId && row.userId) {
      await writeEvent(tx, 'notification.check_in.bounced', {
        messageId: row.aboutMessageId,
        userId: row.userId,
        bouncedAt: deps.now().toISOString(),
        channel: row.kind === 'check_in' ? 'email' : 'backup_email',
        ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
      });
    }
    // The trusted contact's invitation never reached them: the sender sees it before a release needs them.
    if (row.kind === 'contact_invitation' && row.aboutMessageId && row.userId) {
      await writeEvent(tx, 'notification.contact_invitation.bounced', {
        messageId: row.aboutMessageId,
        userId: row.userId,
        bouncedAt: deps.now().toISOString(),
      });
    }
    return true;
  });
  if (!recorded) return 'recorded_before';
  deps.eventsWritten();
  logger.warn({ logId: row.id, kind: row.kind, status: status.status }, 'e-mail bounced');
  if (row.kind === 'message_delivery' && row.aboutMessageId && row.userId) {
    // The same notice as a refusal while sending: one "it never arrived" per delivery, whichever came first.
    await notifySender(
      deps,
      {
        eventId: derivedEventId(row.eventId, 'refused'),
        kind: 'delivery_failed',
        messageId: row.aboutMessageId,
        userId: row.userId,
        cause: status.cause,
      },
      logger,
    );
  }
  return 'recorded';
}

const isCheckIn = (kind: string) => kind === 'check_in' || kind === 'check_in_backup';

/** Whether the message's recipient opened it; a message gone since is no longer anyone's to be told about. */
async function wasRead(deps: MessageMailDeps, messageId: string): Promise<boolean> {
  try {
    return (await deps.message.GetDeliveryEnvelope({ messageId })).isRead;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}
