// The proof-of-life calls, typed after docs/proof-of-life-api.md. Every one is a JSON POST; the token
// comes from the check-in e-mail's link and is never written anywhere but the request body.

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
export type { CheckInAnswer as CheckIn } from '@app/proto/api/proof-of-life';
