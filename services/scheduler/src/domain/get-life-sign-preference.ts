import { findLifeSignPreference } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import type { LifeSignPreference } from './life-sign-preference.ts';

export async function getLifeSignPreference(
  deps: SchedulerDeps,
  userId: string,
): Promise<LifeSignPreference> {
  const chosen = await findLifeSignPreference(deps.db, userId);
  // Until they choose, it counts: a living sender who never opens a check-in e-mail is not released.
  return { activityCounts: chosen ?? true, decided: chosen !== null };
}
