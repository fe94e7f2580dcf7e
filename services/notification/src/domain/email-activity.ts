import {
  EMAIL_ACTIVITY_KINDS as ACTIVITY_KINDS,
  type EmailActivityKind as ActivityKind,
} from '@app/proto/rules/email-activity';

/**
 * The send log's own kinds under the admin's: one name per kind of e-mail (both ways a message can be
 * deleted on its recipient's side are one "deletion" notice). Every kind the admin reads has its log kinds,
 * and every log row is written with one of these (`LogKind`), so each row reads as one of the admin's kinds.
 */
export const activityKinds = {
  recipient_delivery: ['message_delivery', 'recipient_choices'],
  sender_delivered: ['sender_delivered'],
  sender_read: ['sender_read'],
  sender_locked: ['sender_locked'],
  // With it, the warning to a waiting letter's sender that its address returned mail.
  sender_delivery_failed: ['sender_delivery_failed', 'sender_address_resting'],
  sender_letter_returned: ['sender_letter_returned'],
  life_proof_check_in: ['check_in', 'check_in_backup', 'armed_review'],
  trusted_contact_check: ['contact_check', 'contact_invitation'],
  sender_deletion: ['sender_deleted_by_recipient', 'sender_deleted_by_attempts'],
  recipient_deletion: ['recipient_deleted_by_attempts'],
  account_verification: ['verify_email', 'verify_backup_email'],
  account_password_reset: ['reset_password'],
  // With it, the note that a payment went back.
  payment_receipt: ['payment_receipt', 'payment_refund'],
  test: ['test'],
  account_archive: ['account_archive'],
  admin_alert: ['sms_budget_alert'],
  account_closed: ['account_closed'],
  account_suspended: ['account_suspended'],
} as const satisfies Record<ActivityKind, readonly [string, ...string[]]>;

/** A kind as the send log stores it (`email_log.kind`). */
export type LogKind = (typeof activityKinds)[ActivityKind][number];

export const isActivityKind = (kind: string): kind is ActivityKind => Object.hasOwn(activityKinds, kind);

/** The admin's kind of a log row; "not given" for a row no code of ours writes. */
export function activityKindOf(logKind: string): ActivityKind | 'EMAIL_ACTIVITY_KIND_UNSPECIFIED' {
  return (
    ACTIVITY_KINDS.find((kind) => (activityKinds[kind] as readonly string[]).includes(logKind)) ??
    'EMAIL_ACTIVITY_KIND_UNSPECIFIED'
  );
}
