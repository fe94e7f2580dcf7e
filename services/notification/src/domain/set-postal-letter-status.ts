import type { Logger } from '@app/platform/logger';
import { writeEvent } from '@app/platform/outbox';
import { canTakeLetterStep } from '@app/proto/rules/postal-letter';
import type { PostalLetter as PostalLetterRow } from '../db/generated/client.ts';
import { findLetter, moveLetter } from '../db/postal-letter-repository.ts';
import { isGone } from './message-mail-deps.ts';
import { notifySender } from './notify-sender.ts';
import type { LetterDeps } from './postal-letter-deps.ts';
import {
  cancelLetter,
  fail,
  letterNotFound,
  messageDeleted,
  stateConflict,
  toStatus,
} from './postal-letter-rules.ts';
import { toLetterView } from './postal-letter-view.ts';
import { derivedEventId, type MailDeps } from './send-once.ts';

/**
 * An admin's step (printed, posted, returned). Posting is what delivers the message: the letter's move and
 * notification.message.delivered (the message service marks it delivered and tells the sender) commit
 * together, so a posted letter always reports its delivery. A letter whose message was deleted is cancelled
 * instead of posted. A returned letter's sender is told before it moves, so a crash leaves a step to retry,
 * and the notice is sent once however often it is retried.
 */
export async function setLetterStatus(
  deps: LetterDeps & MailDeps,
  letterId: string,
  status: string,
  logger: Logger,
) {
  const to = toStatus(status);
  const letter = (await findLetter(deps.db, letterId)) ?? fail(letterNotFound());
  if (to === 'queued' || to === 'cancelled' || !canTakeLetterStep(letter.status, to)) {
    throw stateConflict(letter.status, to);
  }
  if (to === 'posted') await messageOrCancel(deps, letter);
  if (to === 'returned') {
    await notifySender(
      deps,
      {
        eventId: derivedEventId(letter.id, 'returned'),
        kind: 'letter_returned',
        messageId: letter.messageId,
        userId: letter.userId,
      },
      logger,
    );
  }
  const at = deps.now();
  const moved = await deps.db.$transaction(async (tx) => {
    const row = await moveLetter(tx, letter.id, { from: letter.status, to, at });
    if (row && to === 'posted') {
      await writeEvent(tx, 'notification.message.delivered', {
        messageId: letter.messageId,
        userId: letter.userId,
        deliveredAt: at.toISOString(),
      });
    }
    return row;
  });
  if (moved && to === 'posted') deps.eventsWritten();
  return toLetterView(moved ?? fail(stateConflict(letter.status, to)));
}

/** The letter's message still exists (a read: deleting it is the message service's); else it is cancelled. */
async function messageOrCancel(deps: LetterDeps, letter: PostalLetterRow) {
  try {
    await deps.message.GetDeliveryEnvelope({ messageId: letter.messageId });
  } catch (error) {
    if (!isGone(error)) throw error;
    await cancelLetter(deps, letter);
    throw messageDeleted();
  }
}
