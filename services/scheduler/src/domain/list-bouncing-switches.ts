import { AppError } from '@app/platform/errors';
import { findBouncingSwitches, type BouncingSwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

const MAX_LIMIT = 200;

/**
 * For the admin panel: the switches whose check-ins come back undelivered, with no sign of life since. An
 * operator can see a sender whose mailbox closed (the switch will go on to its last chance, as it must) or a
 * mail problem of ours, when many appear at once. Ids, states, counts and instants only.
 */
export async function listBouncingSwitches(deps: SchedulerDeps, limit: number): Promise<BouncingSwitchRow[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new AppError('INVALID_ARGUMENT', `limit must be 1-${MAX_LIMIT}`, {
      reason: 'BAD_REQUEST',
      field: 'limit',
    });
  }
  return findBouncingSwitches(deps.db, limit);
}
