// Original file: app/message/v1/message.proto

export const LifeProofCadence = {
  LIFE_PROOF_CADENCE_UNSPECIFIED: 'LIFE_PROOF_CADENCE_UNSPECIFIED',
  weekly: 'weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
} as const;

export type LifeProofCadence =
  | 'LIFE_PROOF_CADENCE_UNSPECIFIED'
  | 0
  | 'weekly'
  | 1
  | 'monthly'
  | 2
  | 'quarterly'
  | 3

export type LifeProofCadence__Output = typeof LifeProofCadence[keyof typeof LifeProofCadence]
