// Original file: app/notification/v1/notification.proto

export const EmailActivityKind = {
  EMAIL_ACTIVITY_KIND_UNSPECIFIED: 'EMAIL_ACTIVITY_KIND_UNSPECIFIED',
  recipient_delivery: 'recipient_delivery',
  sender_delivered: 'sender_delivered',
  sender_read: 'sender_read',
  sender_locked: 'sender_locked',
  sender_deletion: 'sender_deletion',
  sender_delivery_failed: 'sender_delivery_failed',
  sender_letter_returned: 'sender_letter_returned',
  life_proof_check_in: 'life_proof_check_in',
  trusted_contact_check: 'trusted_contact_check',
  recipient_deletion: 'recipient_deletion',
  account_verification: 'account_verification',
  account_password_reset: 'account_password_reset',
  payment_receipt: 'payment_receipt',
  test: 'test',
  account_archive: 'account_archive',
  admin_alert: 'admin_alert',
  account_closed: 'account_closed',
  account_suspended: 'account_suspended',
} as const;

export type EmailActivityKind =
  | 'EMAIL_ACTIVITY_KIND_UNSPECIFIED'
  | 0
  | 'recipient_delivery'
  | 1
  | 'sender_delivered'
  | 2
  | 'sender_read'
  | 3
  | 'sender_locked'
  | 4
  | 'sender_deletion'
  | 5
  | 'sender_delivery_failed'
  | 6
  | 'sender_letter_returned'
  | 7
  | 'life_proof_check_in'
  | 8
  | 'trusted_contact_check'
  | 9
  | 'recipient_deletion'
  | 10
  | 'account_verification'
  | 11
  | 'account_password_reset'
  | 12
  | 'payment_receipt'
  | 13
  | 'test'
  | 14
  | 'account_archive'
  | 15
  | 'admin_alert'
  | 16
  | 'account_closed'
  | 17
  | 'account_suspended'
  | 18

export type EmailActivityKind__Output = typeof EmailActivityKind[keyof typeof EmailActivityKind]
