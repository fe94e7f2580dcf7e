import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { isReaction, type Reaction } from '@app/proto/rules/reactions';
import {
  destroyOnce,
  findLiveGrant,
  findState,
  reactionsOf,
  setReaction,
} from '../db/access-state-repository.ts';
import { gone } from './admit-recipient.ts';

/** A reported message waits for an admin: nothing is done with it meanwhile. */
export const held = () =>
  new AppError('FAILED_PRECONDITION', 'held after a report', { reason: 'MESSAGE_HELD' });
import type { AccessDeps } from './deps.ts';
import { grantRequired, hashGrant } from './open-message.ts';

/**
 * The message a grant was issued for, when the grant is live and the code names that same message: the
 * proof reading needed is needed again to act on the message.
 */
export async function grantedMessage(deps: AccessDeps, accessCode: string, grant: string) {
  const message = await deps.message.LookupAccessCode({ accessCode });
  const state = await findState(deps.db, message.messageId);
  if (state?.destroyedAt) throw gone();
  if (state?.heldAt) throw held();
  if (!grant || !(await findLiveGrant(deps.db, hashGrant(grant), message.messageId, deps.now()))) {
    throw grantRequired();
  }
  return message;
}

/**
 * A person has seen the whole message: the fact goes out as an event, and the message service, which owns
 * "read", marks it (telling the sender once).
 */
export async function markSeen(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  await deps.db.$transaction((tx) =>
    writeEvent(tx, 'access.message.seen', { messageId: message.messageId, userId: message.userId }),
  );
  deps.eventsWritten();
}

/**
 * The holder of a grant asks which messages the address accepts: the link goes by e-mail to the message's
 * recipient address (notification, on the event), so only the addressee can act on it.
 */
export async function requestChoicesLink(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  await deps.db.$transaction((tx) =>
    writeEvent(tx, 'access.choices_link.requested', { messageId: message.messageId, userId: message.userId }),
  );
  deps.eventsWritten();
}

/** Sets the recipient's reaction, or clears it when none is given. */
export async function react(
  deps: AccessDeps,
  accessCode: string,
  grant: string,
  reaction: string | undefined,
): Promise<{ reaction?: Reaction }> {
  if (reaction !== undefined && !isReaction(reaction)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown reaction', {
      reason: 'INVALID_REACTION',
      field: 'reaction',
    });
  }
  const message = await grantedMessage(deps, accessCode, grant);
  await setReaction(deps.db, message.messageId, reaction ?? null);
  return { reaction };
}

/**
 * The recipient deletes the message: it is closed here at once (its code answers as one that never existed),
 * and the event has the message service, which owns it, delete it and its attachments and tell the sender.
 * What is kept here goes when message.deleted comes back.
 */
export async function deleteByAccess(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  const payload = { messageId: message.messageId, userId: message.userId };
  await deps.db.$transaction(async (tx) => {
    if (await destroyOnce(tx, message.messageId, deps.now())) {
      await writeEvent(tx, 'access.message.deleted_by_recipient', payload);
    }
  });
  deps.eventsWritten();
}

/** The reactions of these messages, for their sender's list (the bff has checked they are theirs). */
export async function reactionsFor(
  deps: AccessDeps,
  messageIds: string[],
): Promise<Record<string, Reaction>> {
  const rows = await reactionsOf(deps.db, messageIds);
  return Object.fromEntries(rows.flatMap((r) => (isReaction(r.reaction) ? [[r.messageId, r.reaction]] : [])));
}
