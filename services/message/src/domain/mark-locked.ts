import { setLockedAt } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/**
 * Wrong answers locked the message (the access service decided it): its sender's card says so from now on.
 * Display only: what opens the message is still decided by the access service.
 */
export async function markLocked(deps: Pick<MessageDeps, 'db' | 'now'>, messageId: string): Promise<boolean> {
  return setLockedAt(deps.db, messageId, deps.now());
}
