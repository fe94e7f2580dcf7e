import type { AsyncClient } from '@app/platform/grpc-client';
import { claimEvent } from '@app/platform/idempotency';
import { writeEvent } from '@app/platform/outbox';
import type { EventPayload } from '@app/proto/events';
import type { NotificationServiceDefinition } from '@app/proto/gen/app/notification/v1/NotificationService.ts';
import {
  checkInAnsweredSince,
  findSwitch,
  findWaitingCheckIn,
  recordNote,
} from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * notification.check_in.bounced → a check-in e-mail came back undelivered: the switch's timeline says so
 * (`check_in_bounced` for the sender's own address, `backup_check_in_bounced` for their backup), so the sender
 * sees why an answer never came. A bounce is not silence while another channel can be tried: when the sender's
 * own address bounced the first check-in of a run (which goes there alone), the same check-in is sent to their
 * backup address at once (notification sends it only if they have a verified one). The count goes on as it was:
 * with every channel bouncing, an unanswered check-in still counts as the spec says (a closed mailbox of someone
 * who died must not hold a message for ever). Once per event, and only for a bounce notification confirms from
 * its own log (IsCheckInBounced); a bounce about a switch that is not the named sender's, or no longer exists,
 * or about an e-mail sent before a check-in was answered, writes nothing.
 */
export type BounceCheck = Pick<AsyncClient<NotificationServiceDefinition>, 'IsCheckInBounced'>;

export async function recordCheckInBounce(
  deps: SchedulerDeps,
  notification: BounceCheck,
  event: { id: string; payload: EventPayload<'notification.check_in.bounced'> },
  consumer: string,
): Promise<'recorded' | 'unconfirmed' | 'ignored'> {
  const { messageId, userId, bouncedAt, channel, sentAt } = event.payload;
  // Notification's own log, not the event's word: a forged bounce would reroute check-ins and mark a switch.
  const { bounced } = await notification.IsCheckInBounced({ messageId, userId, channel });
  if (!bounced) return 'unconfirmed';
  const outcome = await deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return null;
    const current = await findSwitch(tx, messageId);
    if (!current || current.userId !== userId) return null;
    // Answered since the e-mail went out: its sender is reachable, and a report (true, or forged by whoever
    // holds the e-mail) can change nothing.
    if (sentAt && (await checkInAnsweredSince(tx, messageId, new Date(sentAt)))) return null;
    await recordNote(tx, messageId, {
      state: current.state,
      cause: channel === 'email' ? 'check_in_bounced' : 'backup_check_in_bounced',
      at: new Date(bouncedAt),
    });
    if (channel !== 'email' || current.state !== 'check_in_sent') return { rerouted: false };
    const waiting = await findWaitingCheckIn(tx, messageId);
    if (!waiting || waiting.sentToBackup) return { rerouted: false };
    await writeEvent(tx, 'scheduler.check_in.due', {
      checkInId: waiting.id,
      messageId,
      userId,
      channels: 'backup_email',
    });
    return { rerouted: true };
  });
  if (outcome?.rerouted) deps.eventsWritten();
  return outcome === null ? 'ignored' : 'recorded';
}
