import { sumEntries } from '../db/free-delivery-repository.ts';
import type { FreeDeliveryDeps } from './free-deliveries.ts';

/**
 * A user's remaining free deliveries. The welcome grant counts from the very first moment: until the
 * user.registered event has been recorded in the ledger, it is added here, so a new user never reads 0.
 */
export async function getFreeDeliveries(deps: FreeDeliveryDeps, userId: string): Promise<number> {
  const { total, hasWelcome } = await sumEntries(deps.db, userId);
  return Math.max(0, total + (hasWelcome ? 0 : deps.welcomeFreeDeliveries));
}
