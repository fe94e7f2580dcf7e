import type { AsyncClient } from '@app/platform/grpc-client';
import { prepareEvent } from '@app/platform/outbox';
import type { SchedulerServiceDefinition } from '@app/proto/gen/app/scheduler/v1/SchedulerService.ts';
import { findMessageById, findReleaseCheck, markReleasedRow } from '../db/message-repository.ts';
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

type SchedulerClient = Pick<AsyncClient<SchedulerServiceDefinition>, 'CheckDeliveryDue'>;

/**
 * scheduler.delivery.due → the message is released, once the scheduler confirms it dispatched that delivery:
 * anyone who can publish to NATS could write the event, and a forged one must not send a message early. One
 * whose recipient refused its sender meanwhile is declined instead.
 */
export async function releaseDueMessage(
  deps: MessageDeps,
  scheduler: SchedulerClient,
  messageId: string,
): Promise<'released' | 'released before' | 'not due' | 'declined'> {
  if (!(await scheduler.CheckDeliveryDue({ messageId })).due) return 'not due';
  // Its recipient may have refused its sender since it was sealed: checked once more, as it goes (one query;
  // the whole row is read only for a message declined, or one older than its stored recipient key).
  const check = await findReleaseCheck(deps.db, messageId);
  // Deleted meanwhile: nothing to release.
  if (!check) return 'released before';
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
