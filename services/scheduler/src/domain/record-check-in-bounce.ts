import { claimEvent } from '@app/platform/idempotency';
import { findSwitch, recordNote } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * notification.check_in.bounced → the sender's check-in e-mail came back undelivered: the switch's timeline
 * says so (`check_in_bounced`), so the sender sees why an answer never came. The switch goes on as it was: with
 * no other channel to try, an unanswered check-in still counts as the spec says (a closed mailbox of someone
 * who died must not hold a message for ever). Once per event; a bounce about a switch that is not the named
 * sender's, or no longer exists, writes nothing.
 */
export async function recordCheckInBounce(
  deps: SchedulerDeps,
  event: { id: string; payload: { messageId: string; userId: string; bouncedAt: string } },
  consumer: string,
): Promise<boolean> {
  const { messageId, userId, bouncedAt } = event.payload;
  return deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return false;
    const current = await findSwitch(tx, messageId);
    if (!current || current.userId !== userId) return false;
    await recordNote(tx, messageId, {
      state: current.state,
      cause: 'check_in_bounced',
      at: new Date(bouncedAt),
    });
    return true;
  });
}
