import { prepareEvent } from '@app/platform/outbox';
import { markDeliveredRow, markDeliveryFailedRow } from '../db/message-repository.ts';
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
 * or closed address): the sender's card says it never arrived. Nothing retries it; the sender can write again.
 */
export async function recordDeliveryFailed(
  deps: MessageDeps,
  report: { messageId: string; failedAt: Date },
): Promise<{ failedNow: boolean }> {
  return { failedNow: await markDeliveryFailedRow(deps.db, report.messageId, report.failedAt) };
}
