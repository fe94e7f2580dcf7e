import { AppError } from '@app/platform/errors';
import { findJob } from '../db/delivery-job-repository.ts';
import { findSwitch, stepsOf } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * What the scheduler did with a message, oldest first: its switch's audit steps, and when its delivery went
 * out. Instants and causes only.
 */
export async function messageTimeline(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
): Promise<{ at: Date; event: string }[]> {
  const [found, job] = await Promise.all([findSwitch(deps.db, messageId), findJob(deps.db, messageId)]);
  if ((found && found.userId !== userId) || (job && job.userId !== userId)) {
    throw new AppError('NOT_FOUND', 'not theirs', { reason: 'SWITCH_NOT_FOUND' });
  }
  const steps = found
    ? (await stepsOf(deps.db, messageId)).map((step) => ({ at: step.at, event: step.cause }))
    : [];
  if (job?.dispatchedAt) steps.push({ at: job.dispatchedAt, event: 'delivery_dispatched' });
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
