import type { CheckInChannel } from '@app/proto/rules/life-proof';
import { hashToken, randomToken } from '@app/platform/secret-token';
import { findCheckInToLink, lockSwitch, upsertLink, type SwitchRow } from '../db/life-proof-repository.ts';
import { checkInNotFound } from './errors.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * A check-in's link on one channel, minted when notification sends it (events never carry one): only its
 * hash is kept; a newer link of the same check-in and channel replaces it, another channel's stays. It is
 * issued under the switch's current count of signs of life and answers only while that count holds.
 */
export async function issueLink(
  deps: SchedulerDeps,
  checkInId: string,
  kind: { forContact: boolean; channel: CheckInChannel },
): Promise<{ token: string; test: boolean; switch: SwitchRow }> {
  const token = randomToken();
  const issued = await deps.db.sql.$transaction(async (tx) => {
    const checkIn = await findCheckInToLink(tx, checkInId, kind.forContact);
    if (!checkIn) throw checkInNotFound();
    // Under the switch's lock: a link minted beside a confirmation takes the count after it, not the one
    // before (which would end it as it is sent).
    const current = await lockSwitch(tx, checkIn.messageId);
    if (!current) throw checkInNotFound();
    await upsertLink(tx, {
      checkInId,
      channel: kind.channel,
      tokenHash: hashToken(token),
      lifeSigns: current.lifeSigns,
      issuedAt: deps.now(),
    });
    return { test: checkIn.test, switch: current };
  });
  return { token, ...issued };
}

/** The sender's check-in link on one channel (their address unless said otherwise). */
export function issueCheckInLink(deps: SchedulerDeps, checkInId: string, channel: CheckInChannel = 'email') {
  return issueLink(deps, checkInId, { forContact: false, channel });
}
