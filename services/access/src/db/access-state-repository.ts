import type { AccessDb, Prisma } from './client.ts';

type Tx = AccessDb | Prisma.TransactionClient;

export type AccessStateRow = {
  failedAttempts: number;
  lockedAt: Date | null;
  destroyedAt: Date | null;
  reaction: string | null;
};

export function findState(db: Tx, messageId: string): Promise<AccessStateRow | null> {
  return db.accessState.findUnique({
    where: { messageId },
    select: { failedAttempts: true, lockedAt: true, destroyedAt: true, reaction: true },
  });
}

async function ensureState(db: Tx, messageId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO access_state (message_id) VALUES (${messageId}::uuid) ON CONFLICT (message_id) DO NOTHING`;
}

/**
 * Takes one attempt of a limited level before the answer is checked, in one statement: it succeeds only while
 * fewer than `max` are spent and the message is open, so N concurrent guesses can never spend more than `max`.
 * Answers the attempts spent including this one, or null when none is left.
 */
export async function reserveAttempt(db: Tx, messageId: string, max: number): Promise<number | null> {
  await ensureState(db, messageId);
  const rows = await db.$queryRaw<{ failed_attempts: number }[]>`
    UPDATE access_state SET failed_attempts = failed_attempts + 1, updated_at = now()
    WHERE message_id = ${messageId}::uuid AND failed_attempts < ${max}
      AND locked_at IS NULL AND destroyed_at IS NULL
    RETURNING failed_attempts`;
  return rows[0]?.failed_attempts ?? null;
}

/** Gives back a reserved attempt: the answer was right, or could not be checked. */
export async function refundAttempt(db: Tx, messageId: string): Promise<number> {
  const rows = await db.$queryRaw<{ failed_attempts: number }[]>`
    UPDATE access_state SET failed_attempts = GREATEST(failed_attempts - 1, 0), updated_at = now()
    WHERE message_id = ${messageId}::uuid RETURNING failed_attempts`;
  return rows[0]?.failed_attempts ?? 0;
}

/** Counts a wrong answer where attempts are unlimited (shown to the recipient, never a limit). */
export async function countWrongAnswer(db: Tx, messageId: string): Promise<number> {
  await ensureState(db, messageId);
  const rows = await db.$queryRaw<{ failed_attempts: number }[]>`
    UPDATE access_state SET failed_attempts = failed_attempts + 1, updated_at = now()
    WHERE message_id = ${messageId}::uuid RETURNING failed_attempts`;
  return rows[0]?.failed_attempts ?? 1;
}

/** Locks an open message; true for the one call that did it. */
export async function lockOnce(db: Tx, messageId: string, at: Date): Promise<boolean> {
  const { count } = await db.accessState.updateMany({
    where: { messageId, lockedAt: null, destroyedAt: null },
    data: { lockedAt: at },
  });
  return count === 1;
}

/** Marks a message for deletion (it opens for nobody from then on); true for the one call that did it. */
export async function destroyOnce(db: Tx, messageId: string, at: Date): Promise<boolean> {
  await ensureState(db, messageId);
  const { count } = await db.accessState.updateMany({
    where: { messageId, destroyedAt: null },
    data: { destroyedAt: at },
  });
  return count === 1;
}

export async function setReaction(db: Tx, messageId: string, reaction: string | null): Promise<void> {
  await ensureState(db, messageId);
  await db.accessState.update({ where: { messageId }, data: { reaction } });
}

export function reactionsOf(db: Tx, messageIds: string[]) {
  return db.accessState.findMany({
    where: { messageId: { in: messageIds }, reaction: { not: null } },
    select: { messageId: true, reaction: true },
  });
}

export async function insertGrant(db: Tx, grant: { tokenHash: string; messageId: string; expiresAt: Date }) {
  await db.accessGrant.create({ data: grant });
}

export function findLiveGrant(db: Tx, tokenHash: string, messageId: string, now: Date) {
  return db.accessGrant.findFirst({ where: { tokenHash, messageId, expiresAt: { gt: now } } });
}

/** Everything kept about a message that is gone. */
export async function forgetMessage(db: Tx, messageId: string): Promise<void> {
  await db.accessGrant.deleteMany({ where: { messageId } });
  await db.accessState.deleteMany({ where: { messageId } });
}

export async function deleteExpiredGrants(db: Tx, now: Date): Promise<number> {
  const { count } = await db.accessGrant.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
