import { checkInAnsweredSince, findSwitch } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * Asked by notification before it believes a check-in's bounce: whether the sender answered a check-in of their
 * switch at or after the bounced e-mail went out. Then their mailbox is reachable, and the report (true, or forged
 * by whoever holds the e-mail) would change nothing here (recordCheckInBounce ignores it too), so notification
 * records it as ignored rather than bounced. A switch that is gone or not this sender's was answered by no one.
 */
export async function wasCheckInAnsweredSince(
  deps: Pick<SchedulerDeps, 'db'>,
  question: { messageId: string; userId: string; since: Date },
): Promise<boolean> {
  const current = await findSwitch(deps.db, question.messageId);
  if (!current || current.userId !== question.userId) return false;
  return checkInAnsweredSince(deps.db, question.messageId, question.since);
}
