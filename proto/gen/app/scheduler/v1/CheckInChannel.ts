// Original file: app/scheduler/v1/scheduler.proto

export const CheckInChannel = {
  CHECK_IN_CHANNEL_UNSPECIFIED: 'CHECK_IN_CHANNEL_UNSPECIFIED',
  email: 'email',
  backup_email: 'backup_email',
  sms: 'sms',
} as const;

export type CheckInChannel =
  | 'CHECK_IN_CHANNEL_UNSPECIFIED'
  | 0
  | 'email'
  | 1
  | 'backup_email'
  | 2
  | 'sms'
  | 3

export type CheckInChannel__Output = typeof CheckInChannel[keyof typeof CheckInChannel]
