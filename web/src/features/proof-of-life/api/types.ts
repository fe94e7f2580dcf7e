// The proof-of-life calls, typed after docs/proof-of-life-api.md. Every one is a JSON POST; the token
// comes from the check-in e-mail's link and is never written anywhere but the request body.

import type { LifeProofState } from '@app/proto/rules/life-proof';

export {
  isLifeProofState,
  isOpenLifeProofState,
  LIFE_PROOF_STATES,
  MAX_MISSED_CHECK_INS,
  OPEN_LIFE_PROOF_STATES,
  type LifeProofState,
  type OpenLifeProofState,
} from '@app/proto/rules/life-proof';

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

/** What check-in, confirm, send-now and cancel answer. */
export type CheckIn = LifeProofSummary & {
  messageId: string;
  /** The signed-in user is the message's sender: they may send it now or cancel it. */
  canManage: boolean;
};
