import { saveLifeSignPreference } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import type { LifeSignPreference } from './life-sign-preference.ts';

/** The sender's choice, for their switches now and those to come. */
export async function setLifeSignPreference(
  deps: SchedulerDeps,
  userId: string,
  activityCounts: boolean,
): Promise<LifeSignPreference> {
  await deps.db.$transaction((tx) => saveLifeSignPreference(tx, userId, activityCounts, deps.now()));
  return { activityCounts, decided: true };
}
