import { reviewNotFound } from './errors.ts';
import { hashToken, randomToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { replaceReviewToken } from '../db/armed-review-repository.ts';
import { listSwitchesOf, type SwitchCard } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * The link token of a sender's review e-mail, minted when notification sends it (events never carry one): only
 * its hash is kept, replacing the previous one's, with the sender's signs of life so far (any later one, on any
 * switch, ends the link). Answers the sender's open switches, which the e-mail lists.
 */
export async function issueReviewLink(
  deps: SchedulerDeps,
  userId: string,
): Promise<{ token: string; switches: SwitchCard[] }> {
  const token = randomToken();
  const all = await listSwitchesOf(deps.db, userId);
  const lifeSigns = all.reduce((sum, found) => sum + found.lifeSigns, 0);
  if (!(await replaceReviewToken(deps.db, userId, hashToken(token), lifeSigns))) throw reviewNotFound();
  return { token, switches: all.filter((found) => isOpenLifeProofState(found.state)) };
}
