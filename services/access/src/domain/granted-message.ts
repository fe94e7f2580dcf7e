import { AppError } from '@app/platform/errors';
import { findGrantWithState, findState } from '../db/access-state-repository.ts';
import { gone } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';
import { grantRequired, hashGrant } from './grants.ts';

/** A reported message waits for an admin: nothing is done with it meanwhile. */
export const held = () =>
  new AppError('FAILED_PRECONDITION', 'held after a report', { reason: 'MESSAGE_HELD' });

/**
 * The message a grant was issued for, when the grant is live and the code names that same message: the
 * proof reading needed is needed again to act on the message. The code's message and the grant are looked up at
 * once; the message's own state is read apart only when the grant names another.
 */
export async function grantedMessage(deps: AccessDeps, accessCode: string, grant: string) {
  const [message, live] = await Promise.all([
    deps.message.LookupAccessCode({ accessCode }),
    grant ? findGrantWithState(deps.db, hashGrant(grant), deps.now()) : null,
  ]);
  const onGrant = live?.messageId === message.messageId;
  const state = onGrant ? live.state : await findState(deps.db, message.messageId);
  if (state?.destroyedAt) throw gone();
  if (state?.heldAt) throw held();
  if (!onGrant) throw grantRequired();
  return message;
}
