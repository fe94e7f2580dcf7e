// Original file: app/notification/v1/notification.proto

export const EmailActivityStatus = {
  EMAIL_ACTIVITY_STATUS_UNSPECIFIED: 'EMAIL_ACTIVITY_STATUS_UNSPECIFIED',
  sent: 'sent',
  failed: 'failed',
  skipped: 'skipped',
  pending: 'pending',
} as const;

export type EmailActivityStatus =
  | 'EMAIL_ACTIVITY_STATUS_UNSPECIFIED'
  | 0
  | 'sent'
  | 1
  | 'failed'
  | 2
  | 'skipped'
  | 3
  | 'pending'
  | 4

export type EmailActivityStatus__Output = typeof EmailActivityStatus[keyof typeof EmailActivityStatus]
