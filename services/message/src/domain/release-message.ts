import type { AsyncClient } from '@app/platform/grpc-client';
import { prepareEvent } from '@app/platform/outbox';
import { deliveryDueStatement } from '@app/proto/events';
import type { SchedulerServiceDefinition } from '@app/proto/gen/app/scheduler/v1/SchedulerService.ts';
import {
  findMessageById,
  findReleaseCheck,
  markReleasedRow,
  markReleasedUnlessDeclined,
} from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { declineMessage, isDeclined } from './recipient-choices.ts';

/**
 * The message goes out: from this commit it opens for its recipient, and message.released (written in the same
 * transaction) has notification write to them. Opening first means a recipient never holds a code that does
 * not open yet, however late notification's own report comes. Repeating it, or releasing a message deleted
 * meanwhile, changes nothing.
 */
export async function releaseMessage(
  deps: MessageDeps,
  message: { messageId: string; userId: string },
): Promise<{ releasedNow: boolean }> {
  const released = prepareEvent('message.released', message);
  const releasedNow = await markReleasedRow(deps.db.sql, message.messageId, deps.now(), released);
  if (releasedNow) deps.eventsWritten();
  return { releasedNow };
}

/**
 * How the message service knows a delivery is due: the scheduler's signature in the event (`vouched`, checked
 * with its public key), or else its answer when asked.
 */
export type DueCheck = Pick<AsyncClient<SchedulerServiceDefinition>, 'CheckDeliveryDue'> & {
  vouched: (statement: string, proof: string) => boolean;
};

/**
 * scheduler.delivery.due → the message is released, once the scheduler vouches for it: anyone who can publish to
 * NATS could write the event, and a forged one must not send a message early. The event's signature says so
 * unasked; without one (an event of the version before), or with one that does not verify, the scheduler is
 * asked. One whose recipient refused its sender meanwhile is declined instead.
 */
export async function releaseDueMessage(
  deps: MessageDeps,
  scheduler: DueCheck,
  due: { messageId: string; userId: string; proof?: string | undefined },
): Promise<'released' | 'released before' | 'not due' | 'declined' | { early: true; dueInMs: number }> {
  const { messageId } = due;
  const vouched =
    due.proof !== undefined && scheduler.vouched(deliveryDueStatement(messageId, due.userId), due.proof);
  if (!vouched && !(await scheduler.CheckDeliveryDue({ messageId })).due) return 'not due';
  // Its recipient may have refused its sender since it was sealed: checked once more, as it goes. Mostly in the
  // statement that releases it; anything else (released before, deleted, declined, a row older than its stored
  // recipient key, another sender than the event names) is told apart by the reads below.
  const released = prepareEvent('message.released', { messageId, userId: due.userId });
  if (await markReleasedUnlessDeclined(deps.db.sql, messageId, due.userId, deps.now(), released)) {
    deps.eventsWritten();
    return 'released';
  }
  const check = await findReleaseCheck(deps.db, messageId);
  // Deleted meanwhile: nothing to release.
  if (!check) return 'released before';
  // Asked before its own date or wait date (a scheduler whose host runs fast): it waits for it.
  if (!check.released && check.earlyByMs !== null && check.earlyByMs > 0)
    return { early: true, dueInMs: check.earlyByMs };
  if (!check.released && check.declined !== false) {
    const message = await findMessageById(deps.db, messageId);
    if (message && (check.declined || (await isDeclined(deps, message)))) {
      await declineMessage(deps, message);
      return 'declined';
    }
  }
  return (await releaseMessage(deps, { messageId, userId: check.userId })).releasedNow
    ? 'released'
    : 'released before';
}
