import { claimEvent } from '@app/platform/idempotency';
import type { PaymentDb } from '../db/client.ts';
import { deleteEntriesOf, hasSpentOn, insertEntryOnce } from '../db/free-delivery-repository.ts';

export type FreeDeliveryDeps = { db: PaymentDb; welcomeFreeDeliveries: number };

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
