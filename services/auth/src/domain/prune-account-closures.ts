import { deleteAccountClosuresBefore } from '../db/account-closure-repository.ts';
import type { AuthDeps } from './deps.ts';

/**
 * How long a closure record outlives the account: the outbox keeps a published event 35 days and the streams 30,
 * so no consumer can still ask about it after that (and one that did would erase nothing).
 */
export const ACCOUNT_CLOSURE_DAYS = 35;
export const PRUNE_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneAccountClosures(deps: Pick<AuthDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - ACCOUNT_CLOSURE_DAYS * DAY_MS);
  return deleteAccountClosuresBefore(deps.db, before, PRUNE_BATCH);
}
