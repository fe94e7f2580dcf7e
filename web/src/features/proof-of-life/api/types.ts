// The proof-of-life calls, typed after docs/proof-of-life-api.md. Every one is a JSON POST; the token
// comes from the check-in e-mail's link and is never written anywhere but the request body.

export const LIFE_PROOF_STATES = [
  'active',
  'check_in_sent',
  'missed_1',
  'missed_2',
  'releasing',
  'delivered',
  'cancelled',
] as const;
export type LifeProofState = (typeof LIFE_PROOF_STATES)[number];

/** The states in which the switch still waits on its sender: they can confirm, send now or cancel. */
export const OPEN_LIFE_PROOF_STATES = ['active', 'check_in_sent', 'missed_1', 'missed_2'] as const;
export type OpenLifeProofState = (typeof OPEN_LIFE_PROOF_STATES)[number];

/** Unanswered check-ins in a row that send the message to its recipient. */
export const MAX_MISSED_CHECK_INS = 3;

export function isLifeProofState(value: unknown): value is LifeProofState {
  return typeof value === 'string' && (LIFE_PROOF_STATES as readonly string[]).includes(value);
}

export function isOpenLifeProofState(state: LifeProofState): state is OpenLifeProofState {
  return (OPEN_LIFE_PROOF_STATES as readonly string[]).includes(state);
}

/** A switch as the sender's message list shows it (GET /api/messages, `lifeProof`). */
export type LifeProofSummary = {
  state: LifeProofState;
  /** 0, 1 or 2 (3 means released). */
  missedCheckIns: number;
  /** When the next check-in goes out (or the waiting one counts as missed); null once the switch has ended. */
  nextCheckInAt: string | null;
};

/** What check-in, confirm, send-now and cancel answer. */
export type CheckIn = LifeProofSummary & {
  messageId: string;
  /** The signed-in user is the message's sender: they may send it now or cancel it. */
  canManage: boolean;
};
