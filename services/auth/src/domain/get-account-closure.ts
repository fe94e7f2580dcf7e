import { findAccountClosure, type AccountClosureRow } from '../db/account-closure-repository.ts';
import type { AuthDeps } from './deps.ts';

/**
 * A closed account's record, for the services that erase on auth.user.deleted: an event anyone with auth's
 * identity could write says nothing an account that still signs in would suffer from, and the letters to keep
 * are the ones its sender chose, as auth recorded them.
 */
export async function getAccountClosure(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
): Promise<AccountClosureRow | null> {
  return findAccountClosure(deps.db, userId);
}
