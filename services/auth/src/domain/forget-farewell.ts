import { clearFarewell } from '../db/account-closure-repository.ts';
import type { AuthDeps } from './deps.ts';

/** The erasure is confirmed: the closed account's address is kept no longer. */
export async function forgetFarewell(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<void> {
  await clearFarewell(deps.db, userId);
}
