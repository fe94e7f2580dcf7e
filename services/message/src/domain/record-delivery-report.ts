import { prepareEvent } from '@app/platform/outbox';
import type { BounceCause } from '@app/proto/rules/bounce-causes';
import { findMessageById, markDeliveredRow, markDeliveryFailedRow } from '../db/message-repository.ts';
import { isSuppressed, restAddress } from './address-suppression.ts';
import type { MessageDeps } from './deps.ts';

/**
 * notification.message.delivered → the recipient was reached at `deliveredAt`: the sender's card says so and,
 * the first time, message.delivered tells the sender. A repeat, a report for a message deleted since, or one
 * for a message never released changes nothing.
 */
export async function recordDelivered(
  deps: MessageDeps,
  report: { messageId: string; userId: string; deliveredAt: Date },
): Promise<{ deliveredNow: boolean }> {
  const { messageId, userId } = report;
  const delivered = prepareEvent('message.delivered', { messageId, userId });
  const deliveredNow = await markDeliveredRow(deps.db.sql, messageId, userId, report.deliveredAt, delivered);
  if (deliveredNow) deps.eventsWritten();
  return { deliveredNow };
}

/**
 * notification.message.delivery_failed → the recipient's mail server refused the e-mail for good (a mistyped
 * or closed address, a full mailbox, a block): the sender's card and timeline say it never arrived, and why.
 * Nothing retries it; the sender can write again. For an address cause, the address rests (address-suppression.ts),
 * in the same transaction: a failure that changed nothing (a message read since, a repeat) rests nothing. A failure
 * without a cause for a letter whose address rests is the letter notification kept back for that rest: recorded
 * with the address's cause (the card offers the correction), and the rest is not made longer.
 */
export async function recordDeliveryFailed(
  deps: MessageDeps,
  report: { messageId: string; failedAt: Date; cause?: BounceCause | undefined },
): Promise<{ failedNow: boolean }> {
  const message =
    report.cause === 'address' || report.cause === undefined
      ? await findMessageById(deps.db, report.messageId)
      : null;
  const keptBack = report.cause === undefined && message !== null && (await isSuppressed(deps, message));
  const cause = keptBack ? 'address' : (report.cause ?? null);
  const rests = report.cause === 'address' ? message : null;
  const failedNow = await deps.db.$transaction(async (tx) => {
    if (!(await markDeliveryFailedRow(tx, report.messageId, report.failedAt, cause))) return false;
    if (rests) await restAddress(deps, tx, rests);
    return true;
  });
  if (failedNow && rests) deps.eventsWritten();
  return { failedNow };
}
