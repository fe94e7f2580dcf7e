import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

export function insertPhoneCode(
  db: Tx,
  data: { userId: string; phone: string; expiresAt: Date; createdAt: Date },
) {
  return db.phoneCode.create({ data, select: { id: true } });
}

/** Codes sent since `since` to a number (whoever asked) and to an account (whatever the number). */
export async function countPhoneCodesSince(
  db: Tx,
  { userId, phone, since }: { userId: string; phone: string; since: Date },
): Promise<{ toPhone: number; toAccount: number; total: number }> {
  const [toPhone, toAccount, total] = await Promise.all([
    db.phoneCode.count({ where: { phone, createdAt: { gte: since } } }),
    db.phoneCode.count({ where: { userId, createdAt: { gte: since } } }),
    countAllPhoneCodesSince(db, since),
  ]);
  return { toPhone, toAccount, total };
}

/** Codes sent since `since`, to anyone. */
export function countAllPhoneCodesSince(db: Tx, since: Date): Promise<number> {
  return db.phoneCode.count({ where: { createdAt: { gte: since } } });
}

export function findPhoneCodeById(db: Tx, id: string) {
  return db.phoneCode.findUnique({
    where: { id },
    include: { user: { select: { language: true, phone: true } } },
  });
}

/** The newest code of a user for a number that may still be tried, locked until the transaction ends. */
export async function lockLivePhoneCode(db: Tx, userId: string, phone: string, now: Date) {
  const [row] = await db.$queryRaw<{ id: string; attempts: number }[]>`
    SELECT id::text, attempts FROM phone_code
    WHERE user_id = ${userId}::uuid AND phone = ${phone} AND used_at IS NULL AND expires_at > ${now}
    ORDER BY created_at DESC LIMIT 1 FOR UPDATE`;
  return row ?? null;
}

export async function countFailedAttempt(db: Tx, id: string): Promise<void> {
  await db.phoneCode.update({ where: { id }, data: { attempts: { increment: 1 } } });
}

/** Spends every code of a user: a verified (or removed) phone leaves none to try. */
export async function spendPhoneCodesOf(db: Tx, userId: string, at: Date): Promise<void> {
  await db.phoneCode.updateMany({ where: { userId, usedAt: null }, data: { usedAt: at } });
}
