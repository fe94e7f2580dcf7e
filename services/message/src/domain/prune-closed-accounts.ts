import { deleteDeletionsOfClosedAccounts } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/**
 * How long the deletion records of a closed account outlive it: the outbox keeps a published event 35 days and
 * the streams 30, so no service can still be asked to confirm one of its deletions after that.
 */
export const CLOSED_ACCOUNT_RECORD_DAYS = 35;
export const PRUNE_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last trace of a closed account here: its deletion records (ids, kinds and instants), once no consumer
 * can still need them. Up to PRUNE_BATCH accounts a call; answers how many.
 */
export async function pruneClosedAccounts(deps: Pick<MessageDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - CLOSED_ACCOUNT_RECORD_DAYS * DAY_MS);
  return deleteDeletionsOfClosedAccounts(deps.db, before, PRUNE_BATCH);
}
