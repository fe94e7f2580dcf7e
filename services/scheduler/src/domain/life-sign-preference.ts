import { findLifeSignPreference, saveLifeSignPreference } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/** Whether a sender's sign-ins and sealed messages count as answers, and whether they chose it themselves. */
export type LifeSignPreference = { activityCounts: boolean; decided: boolean };

export async function getLifeSignPreference(
  deps: SchedulerDeps,
  userId: string,
): Promise<LifeSignPreference> {
  const chosen = await findLifeSignPreference(deps.db, userId);
  // Until they choose, it counts: a living sender who never opens a check-in e-mail is not released.
  return { activityCounts: chosen ?? true, decided: chosen !== null };
}

/** The sender's choice, for their switches now and those to come. */
export async function setLifeSignPreference(
  deps: SchedulerDeps,
  userId: string,
  activityCounts: boolean,
): Promise<LifeSignPreference> {
  await deps.db.$transaction((tx) => saveLifeSignPreference(tx, userId, activityCounts, deps.now()));
  return { activityCounts, decided: true };
}
