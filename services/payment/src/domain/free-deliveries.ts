import { claimEvent } from '@app/platform/idempotency';
import type { PaymentDb } from '../db/client.ts';
import { insertEntryOnce, sumEntries } from '../db/free-delivery-repository.ts';

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
