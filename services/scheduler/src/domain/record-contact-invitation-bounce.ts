import { claimEvent } from '@app/platform/idempotency';
import type { EventPayload } from '@app/proto/events';
import { findInvitedAt, markInvitationBounced } from '../db/contact-invitation-repository.ts';
import { findSwitch, recordNote } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import type { BounceCheck } from './record-check-in-bounce.ts';

/**
 * notification.contact_invitation.bounced → the trusted contact's invitation never reached them: the sender's
 * card says so (`bounced`) and the timeline too (`contact_invitation_bounced`), while there is time to act. An
 * invitation the contact already answered stays as they answered it. Once per event, and only for a bounce
 * notification confirms from its own log (IsCheckInBounced), of an invitation e-mail sent since the current
 * invitation was made (a previous contact's bounce is not this one's); a bounce about another sender's switch,
 * or one that no longer exists, writes nothing.
 */
export async function recordContactInvitationBounce(
  deps: SchedulerDeps,
  notification: BounceCheck,
  event: { id: string; payload: EventPayload<'notification.contact_invitation.bounced'> },
  consumer: string,
): Promise<boolean> {
  const { messageId, userId, bouncedAt } = event.payload;
  const invitedAt = await findInvitedAt(deps.db, messageId);
  if (!invitedAt) return false;
  // Notification's own log, not the event's word: anyone with its NATS identity could mark a contact unreachable.
  const { bounced } = await notification.IsCheckInBounced({
    messageId,
    userId,
    channel: 'contact_invitation',
    sentSince: invitedAt.toISOString(),
  });
  if (!bounced) return false;
  return deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return false;
    const current = await findSwitch(tx, messageId);
    if (!current || current.userId !== userId) return false;
    if (!(await markInvitationBounced(tx, messageId, userId))) return false;
    await recordNote(tx, messageId, {
      state: current.state,
      cause: 'contact_invitation_bounced',
      at: new Date(bouncedAt),
    });
    return true;
  });
}
