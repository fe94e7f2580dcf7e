import { claimEvent } from '@app/platform/idempotency';
import type { EventPayload } from '@app/proto/events';
import { markInvitationBounced } from '../db/contact-invitation-repository.ts';
import { findSwitch, recordNote } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * notification.contact_invitation.bounced → the trusted contact's invitation never reached them: the sender's
 * card says so (`bounced`) and the timeline too (`contact_invitation_bounced`), while there is time to act. An
 * invitation the contact already answered stays as they answered it. Once per event; a bounce about another
 * sender's switch, or one that no longer exists, writes nothing.
 */
export async function recordContactInvitationBounce(
  deps: SchedulerDeps,
  event: { id: string; payload: EventPayload<'notification.contact_invitation.bounced'> },
  consumer: string,
): Promise<boolean> {
  const { messageId, userId, bouncedAt } = event.payload;
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
