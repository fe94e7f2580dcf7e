import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { EventPayload } from '@app/proto/events';
import {
  DEFAULT_LIFE_PROOF_CADENCE,
  getsDatedCheckIns,
  isLifeProofCadence,
  type LifeProofCadence,
} from '@app/proto/rules/life-proof';
import { claimEvent } from '@app/platform/idempotency';
import { deletePendingJob, insertDeliveryJob } from '../db/delivery-job-repository.ts';
import { findLifeSignPreference, insertSwitch, recordTransition } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { cancelLifeProof } from './end-life-proof.ts';
import { eraseMessageSchedule } from './erase-account.ts';
import { scheduleArmedReview } from '../db/armed-review-repository.ts';
import { inviteTrustedContact } from './invite-trusted-contact.ts';
import { nextReviewAfter } from './run-due-reviews.ts';
import { startSwitch } from './life-proof-state.ts';

/**
 * A ready message becomes a delivery job: due at its date, or now when it has none. A proof-of-life message
 * is never due by date: it gets a switch instead, whose first check-in is the next 5th. A dated message more
 * than 6 months ahead gets both: its job at its date, and a switch whose check-ins let the sender confirm,
 * send it now or cancel it.
 */
export async function planDelivery(
  deps: SchedulerDeps,
  // Whether a trusted contact is asked (and after how many changes of it), and the date a release waits for,
  // come from the message service (GetReadyMessage), never the event.
  event: {
    id: string;
    payload: EventPayload<'message.ready'> & {
      hasContact?: boolean;
      contactChanges?: number;
      deliverNotBefore?: string | null;
    };
  },
  consumer: string,
): Promise<'planned' | 'proof_of_life' | 'repeated'> {
  const { messageId, userId, schedulingType, deliveryDate, timeZone, cadence } = event.payload;
  const hasContact = event.payload.hasContact ?? false;
  const holdUntil = event.payload.deliverNotBefore ? new Date(event.payload.deliverNotBefore) : null;
  const outcome = await deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return 'repeated' as const;
    const now = deps.now();
    // A dated message's check-ins are the spec's monthly ones; a proof-of-life switch asks at its own cadence.
    const startSwitchOf = async (deliverAt: Date | null, switchCadence: LifeProofCadence) => {
      const start = startSwitch(now, timeZone, deliverAt, switchCadence);
      const row = {
        messageId,
        userId,
        timeZone,
        cadence: switchCadence,
        state: start.to,
        nextAt: start.nextAt,
        deliverAt,
        // A dated message goes on its date whatever happens: only proof of life asks a contact, or waits for
        // a date once released.
        hasContact: deliverAt === null && hasContact,
        holdUntil: deliverAt === null ? holdUntil : null,
        // The sender's choice; until they make one, their sign-ins and seals count (the default).
        activityCounts: (await findLifeSignPreference(tx, userId)) ?? true,
      };
      if (await insertSwitch(tx, row)) {
        await recordTransition(tx, messageId, { from: null, ...start, at: now });
        if (row.hasContact) {
          await inviteTrustedContact(tx, { messageId, userId }, now, event.payload.contactChanges ?? 0);
        }
        await scheduleArmedReview(tx, userId, nextReviewAfter(now));
      }
    };
    if (schedulingType === 'life_proof') {
      await startSwitchOf(null, cadence);
      return 'proof_of_life' as const;
    }
    const dueAt = deliveryDate ? new Date(deliveryDate) : now;
    await insertDeliveryJob(tx, { messageId, userId, dueAt });
    // The spec's rule: a date more than 6 months ahead gets monthly check-ins too (they never send it early).
    if (getsDatedCheckIns(dueAt, now)) await startSwitchOf(dueAt, 'monthly');
    return 'planned' as const;
  });
  if (outcome === 'planned') deps.jobsChanged();
  // The contact's invitation went to the outbox.
  if (outcome === 'proof_of_life' && hasContact) deps.eventsWritten();
  return outcome;
}

type MessageClient = Pick<AsyncClient<MessageServiceDefinition>, 'GetReadyMessage' | 'GetDeletion'>;

/**
 * A message.ready event → the delivery is planned from what the message service says of the message (it
 * must be sealed and free or paid; its date and scheduling are read there), never from the event: a forged
 * one must not send an unpaid message, or a dated one early. 'not_ready' when the message service disagrees.
 */
export async function planReadyMessage(
  deps: SchedulerDeps,
  message: MessageClient,
  event: { id: string; payload: { messageId: string } },
  consumer: string,
): Promise<'planned' | 'proof_of_life' | 'repeated' | 'not_ready'> {
  let ready;
  try {
    ready = await message.GetReadyMessage({ messageId: event.payload.messageId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'not_ready';
    throw error;
  }
  const payload = {
    messageId: ready.messageId,
    userId: ready.userId,
    schedulingType:
      ready.schedulingType === 'life_proof' ? ('life_proof' as const) : ('specific_date' as const),
    deliveryDate: ready.deliveryDate || null,
    timeZone: ready.timeZone,
    cadence: isLifeProofCadence(ready.lifeProofCadence) ? ready.lifeProofCadence : DEFAULT_LIFE_PROOF_CADENCE,
    hasContact: ready.hasTrustedContact,
    contactChanges: ready.trustedContactChanges,
    deliverNotBefore: ready.deliverNotBefore || null,
  };
  return planDelivery(deps, { id: event.id, payload }, consumer);
}

/**
 * A message.deleted event → the delivery is dropped (erased whole, for a closed account), once the message
 * service confirms the deletion: a forged event must not stop a message from reaching its recipient. False
 * when there was no such deletion.
 */
export async function cancelForDeletion(
  deps: SchedulerDeps,
  message: MessageClient,
  messageId: string,
): Promise<boolean> {
  const { deletion } = await message.GetDeletion({ messageId });
  if (!deletion) return false;
  if (deletion.reason === 'account') await eraseMessageSchedule(deps, deletion);
  else await cancelDelivery(deps, messageId);
  return true;
}

/** A deleted message is never delivered, and its switch sends no check-in again. */
export async function cancelDelivery(deps: SchedulerDeps, messageId: string): Promise<void> {
  await deletePendingJob(deps.db, messageId);
  await cancelLifeProof(deps, messageId);
}
