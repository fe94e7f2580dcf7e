import {
  EMAIL_ACTIVITY_KINDS as ACTIVITY_KINDS,
  type EmailActivityKind as ActivityKind,
} from '@app/proto/rules/email-activity';
import type { NotificationDb } from '../db/client.ts';

/**
 * The send log's own kinds under the admin's: one name per kind of e-mail (both ways a message can be
 * deleted on its recipient's side are one "deletion" notice). Every kind the admin reads has its log kinds,
 * and every log row is written with one of these (`LogKind`), so each row reads as one of the admin's kinds.
 */
const activityKinds = {
  recipient_delivery: ['message_delivery', 'recipient_choices'],
  sender_delivered: ['sender_delivered'],
  sender_read: ['sender_read'],
  sender_locked: ['sender_locked'],
  sender_delivery_failed: ['sender_delivery_failed'],
  sender_letter_returned: ['sender_letter_returned'],
  life_proof_check_in: ['check_in', 'check_in_backup', 'armed_review'],
  trusted_contact_check: ['contact_check', 'contact_invitation'],
  sender_deletion: ['sender_deleted_by_recipient', 'sender_deleted_by_attempts'],
  recipient_deletion: ['recipient_deleted_by_attempts'],
  account_verification: ['verify_email', 'verify_backup_email'],
  account_password_reset: ['reset_password'],
  payment_receipt: ['payment_receipt'],
  test: ['test'],
  account_archive: ['account_archive'],
} as const satisfies Record<ActivityKind, readonly [string, ...string[]]>;

/** A kind as the send log stores it (`email_log.kind`). */
export type LogKind = (typeof activityKinds)[ActivityKind][number];

const isActivityKind = (kind: string): kind is ActivityKind => Object.hasOwn(activityKinds, kind);

/** The admin's kind of a log row; "not given" for a row no code of ours writes. */
function activityKindOf(logKind: string): ActivityKind | 'EMAIL_ACTIVITY_KIND_UNSPECIFIED' {
  return (
    ACTIVITY_KINDS.find((kind) => (activityKinds[kind] as readonly string[]).includes(logKind)) ??
    'EMAIL_ACTIVITY_KIND_UNSPECIFIED'
  );
}

export type EmailActivity = {
  at: string;
  kind: ActivityKind | 'EMAIL_ACTIVITY_KIND_UNSPECIFIED';
  status: 'sent' | 'failed' | 'skipped' | 'pending';
  messageId: string;
  attempts: number;
  detail: string;
};

/**
 * The newest rows of the send log, of one kind (every kind when none is given, none for an unknown one). What
 * a row holds is ids and outcomes already; of `last_error` only a skip's reason name is shown, since a mail
 * server's refusal can quote the address it refused.
 */
export async function listEmailActivity(
  db: NotificationDb,
  { limit, kind }: { limit: number; kind: string | undefined },
): Promise<EmailActivity[]> {
  const take = limit > 0 ? Math.min(limit, 200) : 50;
  if (kind !== undefined && !isActivityKind(kind)) return [];
  const rows = await db.emailLog.findMany({
    ...(kind !== undefined ? { where: { kind: { in: [...activityKinds[kind]] } } } : {}),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: {
      kind: true,
      status: true,
      messageId: true,
      attempts: true,
      lastError: true,
      createdAt: true,
      sentAt: true,
    },
  });
  return rows.map((row) => {
    const rejected = row.status === 'rejected';
    const bounced = row.status === 'bounced';
    const status: EmailActivity['status'] =
      row.status === 'rejected' || row.status === 'bounced' || (row.status === 'pending' && row.lastError)
        ? 'failed'
        : row.status;
    return {
      at: (row.sentAt ?? row.createdAt).toISOString(),
      kind: activityKindOf(row.kind),
      status,
      messageId: row.messageId,
      attempts: row.attempts,
      detail:
        status === 'skipped' && row.lastError && /^[A-Z_]{1,64}$/.test(row.lastError)
          ? row.lastError
          : rejected
            ? 'REJECTED'
            : bounced
              ? 'BOUNCED'
              : status === 'failed'
                ? 'SEND_FAILED'
                : '',
    };
  });
}
