import { reviewNotFound } from './errors.ts';
import { hashToken, randomToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { replaceReviewToken } from '../db/armed-review-repository.ts';
import { listSwitchesOf, type SwitchCard } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * The link token of a sender's review e-mail, minted when notification sends it (events never carry one): only
 * its hash is kept, replacing the previous one's. Answers the sender's open switches, which the e-mail lists.
 */
export async function issueReviewLink(
  deps: SchedulerDeps,
  userId: string,
): Promise<{ token: string; switches: SwitchCard[] }> {
  const token = randomToken();
  if (!(await replaceReviewToken(deps.db, userId, hashToken(token)))) throw reviewNotFound();
  const switches = (await listSwitchesOf(deps.db, userId)).filter((found) =>
    isOpenLifeProofState(found.state),
  );
  return { token, switches };
}
