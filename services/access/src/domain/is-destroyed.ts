import { findState } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';

/** Whether strict security's attempts ran out for this message (what access.attempts.exhausted says). */
export async function isDestroyed(deps: Pick<AccessDeps, 'db'>, messageId: string): Promise<boolean> {
  return (await findState(deps.db, messageId))?.destroyedAt != null;
}
