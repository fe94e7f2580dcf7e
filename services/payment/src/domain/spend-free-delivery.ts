import { hasSpentOn, insertEntryOnce, lockLedger, sumEntries } from '../db/free-delivery-repository.ts';
import type { FreeDeliveryDeps } from './free-deliveries.ts';

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
    await lockLedger(tx, userId);
    const { total, hasWelcome } = await sumEntries(tx, userId);
    const balance = Math.max(0, total + (hasWelcome ? 0 : deps.welcomeFreeDeliveries));
    if (await hasSpentOn(tx, userId, messageId)) return { spent: true, freeDeliveries: balance };
    if (balance === 0) return { spent: false, freeDeliveries: 0 };
    await insertEntryOnce(tx, { userId, delta: -1, reason: 'spent', reference: messageId });
    return { spent: true, freeDeliveries: balance - 1 };
  });
}
