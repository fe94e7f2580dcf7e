import { AppError } from '@app/platform/errors';
import { findLiveGrant, findState } from '../db/access-state-repository.ts';
import { gone } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';
import { grantRequired, hashGrant } from './grants.ts';

/** A reported message waits for an admin: nothing is done with it meanwhile. */
export const held = () =>
  new AppError('FAILED_PRECONDITION', 'held after a report', { reason: 'MESSAGE_HELD' });

/**
 * The message a grant was issued for, when the grant is live and the code names that same message: the
 * proof reading needed is needed again to act on the message.
 */
export async function grantedMessage(deps: AccessDeps, accessCode: string, grant: string) {
  const message = await deps.message.LookupAccessCode({ accessCode });
  const state = await findState(deps.db, message.messageId);
  if (state?.destroyedAt) throw gone();
  if (state?.heldAt) throw held();
  if (!grant || !(await findLiveGrant(deps.db, hashGrant(grant), message.messageId, deps.now()))) {
    throw grantRequired();
  }
  return message;
}
