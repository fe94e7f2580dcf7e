import type { LetterStatus } from '@app/proto/rules/postal-letter';
import type { NotificationDb, NotificationTx } from './client.ts';

const instantColumn = {
  printed: 'printedAt',
  posted: 'postedAt',
  returned: 'returnedAt',
  cancelled: 'cancelledAt',
} as const;

/** Queues the letter of a message, once: a second event for the same message finds it queued already. */
export async function queueLetter(
  db: NotificationDb,
  letter: { eventId: string; messageId: string; userId: string; at: Date },
) {
  return db.postalLetter.upsert({
    where: { messageId: letter.messageId },
    create: {
      eventId: letter.eventId,
      messageId: letter.messageId,
      userId: letter.userId,
      queuedAt: letter.at,
    },
    update: {},
  });
}

export function findLetter(db: NotificationTx, id: string) {
  return db.postalLetter.findUnique({ where: { id } });
}

export function listLetters(db: NotificationDb, filter: { status: LetterStatus | null; limit: number }) {
  return db.postalLetter.findMany({
    where: filter.status ? { status: filter.status } : {},
    // The work first: queued, then printed (the enum's order), each oldest first; finished letters after.
    orderBy: [{ status: 'asc' }, { queuedAt: 'asc' }],
    take: filter.limit,
  });
}

export function lettersOfMessages(db: NotificationDb, messageIds: string[]) {
  return db.postalLetter.findMany({ where: { messageId: { in: messageIds } } });
}

/**
 * Moves a letter on only from the status it was read in, so two admins clicking at once make one step; null
 * when it had moved meanwhile.
 */
export async function moveLetter(
  db: NotificationTx,
  id: string,
  step: { from: LetterStatus; to: Exclude<LetterStatus, 'queued'>; at: Date },
) {
  const { count } = await db.postalLetter.updateMany({
    where: { id, status: step.from },
    data: { status: step.to, [instantColumn[step.to]]: step.at },
  });
  return count === 1 ? findLetter(db, id) : null;
}

/** A closed account's letters, but those of the messages still to be delivered. */
export async function deleteLettersOf(
  db: NotificationTx,
  userId: string,
  keptMessageIds: readonly string[],
): Promise<number> {
  const { count } = await db.postalLetter.deleteMany({
    where: { userId, messageId: { notIn: [...keptMessageIds] } },
  });
  return count;
}
