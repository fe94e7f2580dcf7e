// Original file: app/message/v1/message.proto

export const SchedulingType = {
  SCHEDULING_TYPE_UNSPECIFIED: 'SCHEDULING_TYPE_UNSPECIFIED',
  specific_date: 'specific_date',
  life_proof: 'life_proof',
} as const;

export type SchedulingType =
  | 'SCHEDULING_TYPE_UNSPECIFIED'
  | 0
  | 'specific_date'
  | 1
  | 'life_proof'
  | 2

export type SchedulingType__Output = typeof SchedulingType[keyof typeof SchedulingType]
