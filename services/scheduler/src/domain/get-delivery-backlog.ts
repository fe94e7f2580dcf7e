import { countPendingJobs } from '../db/delivery-job-repository.ts';
import { countRunningSwitches } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

export type DeliveryBacklog = {
  datedDue: number;
  oldestDatedDueAt: Date | null;
  stepsDue: number;
  oldestStepDueAt: Date | null;
  datedScheduled: number;
  switchesRunning: number;
  checkedAt: Date;
};

/**
 * For the admin panel: what is due and not yet on its way. The dispatcher takes due work every few seconds, so
 * a due count that stays, or an oldest instant minutes old, means the scheduler is not keeping up (the 5th of
 * the month) or is stopped. Two counting statements, each on its table's index of due instants.
 */
export async function getDeliveryBacklog(deps: Pick<SchedulerDeps, 'db' | 'now'>): Promise<DeliveryBacklog> {
  const now = deps.now();
  const [jobs, switches] = await Promise.all([
    countPendingJobs(deps.db.sql, now),
    countRunningSwitches(deps.db.sql, now),
  ]);
  return {
    datedDue: jobs.due,
    oldestDatedDueAt: jobs.oldestDueAt,
    stepsDue: switches.due,
    oldestStepDueAt: switches.oldestDueAt,
    datedScheduled: jobs.scheduled,
    switchesRunning: switches.running,
    checkedAt: now,
  };
}
