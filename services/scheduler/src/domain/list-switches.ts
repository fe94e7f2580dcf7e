import { listSwitchesOf, type SwitchCard } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/** The switches of a sender's messages (only those that exist), for their message list. */
export function listSwitches(deps: SchedulerDeps, userId: string): Promise<SwitchCard[]> {
  return listSwitchesOf(deps.db, userId);
}
