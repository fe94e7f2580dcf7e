import { liftSuppression } from '../db/address-suppression-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recipientKey } from './sealed-fields.ts';

/**
 * The admin lifts an address's rest (its owner wrote to say it works again): keyed as the rests are, so the
 * address itself is never stored. False when it had none.
 */
export function liftAddressSuppression(deps: MessageDeps, email: string): Promise<boolean> {
  return liftSuppression(deps.db, recipientKey(deps, email));
}
