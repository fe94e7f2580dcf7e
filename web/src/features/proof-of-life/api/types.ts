// The proof-of-life calls, typed after docs/proof-of-life-api.md. Every one is a JSON POST; the token
// comes from the check-in e-mail's link and is never written anywhere but the request body.

import type { LifeProofSummary } from '../../../api/life-proof';

export {
  isLifeProofState,
  isOpenLifeProofState,
  LIFE_PROOF_STATES,
  MAX_MISSED_CHECK_INS,
  OPEN_LIFE_PROOF_STATES,
  type LifeProofState,
  type OpenLifeProofState,
} from '@app/proto/rules/life-proof';

/** What check-in, confirm, send-now and cancel answer. */
export type CheckIn = LifeProofSummary & {
  messageId: string;
  /** The signed-in user is the message's sender: they may send it now or cancel it. */
  canManage: boolean;
};
