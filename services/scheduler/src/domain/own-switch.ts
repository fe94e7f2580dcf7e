import { AppError } from '@app/platform/errors';
import { findSwitch, type SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/** The switch of a message of `userId`'s; another user's answers as one without a switch. */
export async function ownSwitch(deps: SchedulerDeps, messageId: string, userId: string): Promise<SwitchRow> {
  const found = await findSwitch(deps.db, messageId);
  if (!found || found.userId !== userId) {
    throw new AppError('NOT_FOUND', 'no switch', { reason: 'SWITCH_NOT_FOUND' });
  }
  return found;
}
