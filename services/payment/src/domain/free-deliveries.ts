import { claimEvent } from '@app/platform/idempotency';
import type { PaymentDb } from '../db/client.ts';
import { deleteEntriesOf, hasSpentOn, insertEntryOnce, sumEntries } from '../db/free-delivery-repository.ts';

export type FreeDeliveryDeps = { db: PaymentDb; welcomeFreeDeliveries: number };

/**
 * A user's remaining free deliveries. The welcome grant counts from the very first moment: until the
 * user.registered event has been recorded in the ledger, it is added here, so a new user never reads 0.
 */
export async function getFreeDeliveries(deps: FreeDeliveryDeps, userId: string): Promise<number> {
  const { total, hasWelcome } = await sumEntries(deps.db, userId);
  return Math.max(0, total + (hasWelcome ? 0 : deps.welcomeFreeDeliveries));
}

/** Records the welcome grant for a new user, once, however often the event arrives. */
export async function grantWelcomeFreeDeliveries(
  deps: FreeDeliveryDeps,
  event: { id: string; userId: string },
  consumer: string,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return;
    await insertEntryOnce(tx, {
      userId: event.userId,
      delta: deps.welcomeFreeDeliveries,
      reason: 'welcome',
      reference: event.userId,
    });
  });
}

/** A closed account's ledger goes whole: no money was ever in it, so the law keeps none of it. */
export function eraseFreeDeliveries(deps: Pick<FreeDeliveryDeps, 'db'>, userId: string): Promise<number> {
  return deleteEntriesOf(deps.db, userId);
}

/**
 * Spends one free delivery on a message when the user has one left. The user's ledger is locked for the
 * transaction, so two seals racing for the last free delivery get it once; the same message asking again
 * (a retried seal) is answered from the ledger without spending twice.
 */
export async function spendFreeDelivery(
  deps: FreeDeliveryDeps,
  userId: string,
  messageId: string,
): Promise<{ spent: boolean; freeDeliveries: number }> {
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${userId}))) AS locked`;
    const { total, hasWelcome } = await sumEntries(tx, userId);
    const balance = Math.max(0, total + (hasWelcome ? 0 : deps.welcomeFreeDeliveries));
    if (await hasSpentOn(tx, userId, messageId)) return { spent: true, freeDeliveries: balance };
    if (balance === 0) return { spent: false, freeDeliveries: 0 };
    await insertEntryOnce(tx, { userId, delta: -1, reason: 'spent', reference: messageId });
    return { spent: true, freeDeliveries: balance - 1 };
  });
}

/**
 * A message deleted before it reached its recipient gives back the free delivery spent on it, once, however
 * often the event arrives; a delivered one, or one that was paid for, gives nothing back.
 */
export async function refundFreeDelivery(
  deps: FreeDeliveryDeps,
  event: { id: string; userId: string; messageId: string; wasDelivered: boolean },
  consumer: string,
): Promise<boolean> {
  if (event.wasDelivered) return false;
  return deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return false;
    if (!(await hasSpentOn(tx, event.userId, event.messageId))) return false;
    return insertEntryOnce(tx, {
      userId: event.userId,
      delta: 1,
      reason: 'refund',
      reference: event.messageId,
    });
  });
}
