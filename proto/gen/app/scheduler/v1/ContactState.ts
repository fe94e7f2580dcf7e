// Original file: app/scheduler/v1/scheduler.proto

export const ContactState = {
  CONTACT_STATE_UNSPECIFIED: 'CONTACT_STATE_UNSPECIFIED',
  waiting: 'waiting',
  vetoed: 'vetoed',
  released: 'released',
  closed: 'closed',
} as const;

export type ContactState =
  | 'CONTACT_STATE_UNSPECIFIED'
  | 0
  | 'waiting'
  | 1
  | 'vetoed'
  | 2
  | 'released'
  | 3
  | 'closed'
  | 4

export type ContactState__Output = typeof ContactState[keyof typeof ContactState]
