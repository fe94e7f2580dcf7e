import { findState } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';

/**
 * Whether this service closed the message for deletion: strict security's attempts ran out, or its recipient
 * deleted it (what access.attempts.exhausted and access.message.deleted_by_recipient say).
 */
export async function isDestroyed(deps: Pick<AccessDeps, 'db'>, messageId: string): Promise<boolean> {
  return (await findState(deps.db, messageId))?.destroyedAt != null;
}
