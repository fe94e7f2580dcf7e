// A message's proof-of-life switch, as the sender's list and the check-in page both receive it
// (docs/proof-of-life-api.md).

import type { LifeProofState } from '@app/proto/rules/life-proof';

/** A switch as the sender's message list shows it (GET /api/messages, `lifeProof`). */
export type LifeProofSummary = {
  state: LifeProofState;
  /** 0, 1 or 2; 3 once the last chance has gone out. */
  missedCheckIns: number;
  /** When the next check-in goes out (or the waiting one counts as missed); null once the switch has ended. */
  nextCheckInAt: string | null;
  /**
   * A dated message more than 6 months ahead: when it goes out, answered or not (its check-ins never send
   * it early); null for proof of life. Optional: older answers lack it.
   */
  deliversAt?: string | null;
};
