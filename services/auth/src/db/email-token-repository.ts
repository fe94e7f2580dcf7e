import type { EmailTokenPurpose, Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

export function insertEmailToken(
  db: Tx,
  data: { userId: string; purpose: EmailTokenPurpose; email: string; expiresAt: Date },
) {
  return db.emailToken.create({ data, select: { id: true } });
}

export function findEmailTokenById(db: Tx, id: string) {
  return db.emailToken.findUnique({
    where: { id },
    include: { user: { select: { username: true, fullName: true, language: true, timeZone: true } } },
  });
}

export function findEmailTokenByHash(db: Tx, tokenHash: string) {
  return db.emailToken.findUnique({ where: { tokenHash } });
}

/** Records the hash of the minted token once; later calls for the same request leave it as it is. */
export async function setEmailTokenHash(db: Tx, id: string, tokenHash: string): Promise<void> {
  await db.emailToken.updateMany({ where: { id, tokenHash: null }, data: { tokenHash } });
}

/** Marks the token used if nobody has yet; false when another request got there first. */
export async function consumeEmailToken(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.emailToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: at } });
  return count === 1;
}

/** Spends every outstanding token of a user for one purpose (a used reset link ends all the others). */
export async function consumeEmailTokensOf(
  db: Tx,
  userId: string,
  purpose: EmailTokenPurpose,
  at: Date,
): Promise<void> {
  await db.emailToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: at } });
}
