import { findFarewell, type Farewell } from '../db/account-closure-repository.ts';
import type { AuthDeps } from './deps.ts';

/** Where notification confirms a closed account's erasure, while auth still keeps it (see forgetFarewell). */
export async function getFarewell(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<Farewell | null> {
  return findFarewell(deps.db, userId);
}
