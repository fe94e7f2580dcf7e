// Original file: app/scheduler/v1/scheduler.proto

export const LifeProofState = {
  LIFE_PROOF_STATE_UNSPECIFIED: 'LIFE_PROOF_STATE_UNSPECIFIED',
  active: 'active',
  check_in_sent: 'check_in_sent',
  missed_1: 'missed_1',
  missed_2: 'missed_2',
  last_chance: 'last_chance',
  awaiting_contact: 'awaiting_contact',
  paused: 'paused',
  releasing: 'releasing',
  delivered: 'delivered',
  cancelled: 'cancelled',
  waiting_for_date: 'waiting_for_date',
} as const;

export type LifeProofState =
  | 'LIFE_PROOF_STATE_UNSPECIFIED'
  | 0
  | 'active'
  | 1
  | 'check_in_sent'
  | 2
  | 'missed_1'
  | 3
  | 'missed_2'
  | 4
  | 'last_chance'
  | 5
  | 'awaiting_contact'
  | 6
  | 'paused'
  | 7
  | 'releasing'
  | 8
  | 'delivered'
  | 9
  | 'cancelled'
  | 10
  | 'waiting_for_date'
  | 11

export type LifeProofState__Output = typeof LifeProofState[keyof typeof LifeProofState]
