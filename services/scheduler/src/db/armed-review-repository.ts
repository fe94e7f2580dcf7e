import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

/** The sender's first review, once (a switch started later changes nothing). */
export async function scheduleArmedReview(db: Tx, userId: string, nextAt: Date): Promise<void> {
  await db.armedReview.createMany({ data: [{ userId, nextAt }], skipDuplicates: true });
}

/** Reviews due, locked for this transaction and skipped by another scheduler replica. */
export function lockDueReviews(db: Tx, now: Date, limit: number): Promise<{ userId: string }[]> {
  return db.$queryRaw<{ userId: string }[]>`
    SELECT user_id::text AS "userId" FROM armed_review WHERE next_at <= ${now}
    ORDER BY next_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

export async function postponeReview(db: Tx, userId: string, nextAt: Date): Promise<void> {
  await db.armedReview.update({ where: { userId }, data: { nextAt } });
}

export async function deleteReview(db: Tx, userId: string): Promise<void> {
  await db.armedReview.deleteMany({ where: { userId } });
}

/**
 * Keeps the hash of the newest review link (an older one stops answering) and the sender's signs of life as it
 * was minted; false when none is kept.
 */
export async function replaceReviewToken(
  db: Tx,
  userId: string,
  tokenHash: string,
  lifeSignsAtIssue: number,
): Promise<boolean> {
  const { count } = await db.armedReview.updateMany({
    where: { userId },
    data: { tokenHash, lifeSignsAtIssue },
  });
  return count === 1;
}

/**
 * The sender a review link belongs to and their signs of life when it was minted, the link spent as it is read;
 * null for an unknown or used one.
 */
export async function spendReviewToken(
  db: Tx,
  tokenHash: string,
): Promise<{ userId: string; lifeSignsAtIssue: number | null } | null> {
  const [row] = await db.$queryRaw<{ userId: string; lifeSignsAtIssue: number | null }[]>`
    UPDATE armed_review SET token_hash = NULL WHERE token_hash = ${tokenHash}
    RETURNING user_id::text AS "userId", life_signs_at_issue AS "lifeSignsAtIssue"`;
  return row ?? null;
}
