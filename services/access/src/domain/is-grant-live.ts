import { findGrantWithState } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';
import { hashGrant } from './grants.ts';

/**
 * Whether a recipient's grant still proves the right to read this message: live, for this message, and the
 * message neither destroyed nor held after a report (what acting with a grant asks, see grantedMessage).
 */
export async function isGrantLive(
  deps: Pick<AccessDeps, 'db' | 'now'>,
  grant: string,
  messageId: string,
): Promise<boolean> {
  const live = await findGrantWithState(deps.db, hashGrant(grant), deps.now());
  return live?.messageId === messageId && !live.state?.destroyedAt && !live.state?.heldAt;
}
