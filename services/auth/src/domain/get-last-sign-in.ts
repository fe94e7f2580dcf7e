import { findLastSignIn } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';

/**
 * When the user last signed in with their password, for the scheduler on auth.user.signed_in: a sign of life
 * holds a letter back, so it is counted at the instant auth recorded, never at an event's word (an event anyone
 * with auth's identity could write).
 */
export function getLastSignIn(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<Date | null> {
  return findLastSignIn(deps.db, userId);
}
