import type { MessageDb, Prisma } from './client.ts';

type Tx = MessageDb | Prisma.TransactionClient;

export type AddressSuppression = { since: Date; until: Date };

/** Rests an address from `since` until `until`; a later bounce starts its rest again. */
export async function suppressAddress(db: Tx, recipientKey: string, rest: AddressSuppression): Promise<void> {
  await db.addressSuppression.upsert({
    where: { recipientKey },
    create: { recipientKey, ...rest },
    update: rest,
  });
}

/** The address's rest, while it lasts at `now`. */
export function findSuppression(db: Tx, recipientKey: string, now: Date): Promise<AddressSuppression | null> {
  return db.addressSuppression.findFirst({
    where: { recipientKey, until: { gt: now } },
    select: { since: true, until: true },
  });
}

/** True when the address was resting (or had rested: an ended rest is gone too). */
export async function liftSuppression(db: Tx, recipientKey: string): Promise<boolean> {
  const { count } = await db.addressSuppression.deleteMany({ where: { recipientKey } });
  return count > 0;
}
