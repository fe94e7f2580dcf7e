import { claimEvent } from '@app/platform/idempotency';
import { writeEvent } from '@app/platform/outbox';
import type { EventPayload } from '@app/proto/events';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { renewContactInvitation } from '../db/contact-invitation-repository.ts';
import { lockSwitch, recordNote } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { messageFactsOf, type FactsClient } from './message-facts.ts';

/**
 * message.trusted_contact.changed → the sender named a new trusted contact: they are invited (the previous
 * contact's answer and links no longer count) and the timeline says so (`contact_changed`). Nothing for a switch
 * not yet started (its start invites whoever the message names then), ended, or of another sender. Once per event,
 * and once per change the message service counts (`contactChanges`, its record, never the event's word): a forged
 * event, or a repeat of one already acted on, would throw away the contact's answer.
 */
export async function reinviteTrustedContact(
  deps: SchedulerDeps,
  event: { id: string; payload: EventPayload<'message.trusted_contact.changed'> },
  consumer: string,
  contactChanges: number,
): Promise<boolean> {
  const { messageId, userId } = event.payload;
  const now = deps.now();
  const invited = await deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return false;
    const current = await lockSwitch(tx, messageId);
    if (!current || current.userId !== userId || !current.hasContact) return false;
    if (!isOpenLifeProofState(current.state)) return false;
    if (!(await renewContactInvitation(tx, messageId, now, contactChanges))) return false;
    await recordNote(tx, messageId, { state: current.state, cause: 'contact_changed', at: now });
    await writeEvent(tx, 'scheduler.contact_invitation.due', { messageId, userId });
    return true;
  });
  if (invited) deps.eventsWritten();
  return invited;
}

/** message.trusted_contact.changed, checked with the message service: the change count of that sender's message. */
export async function reinviteIfChanged(
  deps: SchedulerDeps,
  message: FactsClient,
  event: { id: string; payload: EventPayload<'message.trusted_contact.changed'> },
  consumer: string,
): Promise<boolean> {
  const facts = await messageFactsOf(message, event.payload.messageId, event.payload.userId);
  if (!facts || facts.trustedContactChanges === 0) return false;
  return reinviteTrustedContact(deps, event, consumer, facts.trustedContactChanges);
}
