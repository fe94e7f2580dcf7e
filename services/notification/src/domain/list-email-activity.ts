import { ADDRESS_SUPPRESSED } from './deliver-to-recipient.ts';
import type { EmailActivityKind as ActivityKind } from '@app/proto/rules/email-activity';
import type { SqlExecutor } from '@app/platform/sql';
import { isBounceCause } from '@app/proto/rules/bounce-causes';
import { listEmailLog } from '../db/email-log-repository.ts';
import { causeOfStatus } from './read-delivery-status.ts';
import { activityKindOf, activityKinds, isActivityKind } from './email-activity.ts';

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
  db: SqlExecutor,
  { limit, kind }: { limit: number; kind: string | undefined },
): Promise<EmailActivity[]> {
  const take = limit > 0 ? Math.min(limit, 200) : 50;
  if (kind !== undefined && !isActivityKind(kind)) return [];
  const rows = await listEmailLog(db, {
    kinds: kind === undefined ? undefined : activityKinds[kind],
    limit: take,
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
            ? // A letter kept back from an address that rests after a bounce: not a mail server's refusal.
              row.lastError === ADDRESS_SUPPRESSED
              ? ADDRESS_SUPPRESSED
              : rejectedDetail(row.failureCause)
            : bounced
              ? bouncedDetail(row.lastError)
              : status === 'failed'
                ? 'SEND_FAILED'
                : '',
    };
  });
}

/**
 * A bounce's cause as the admin reads it (`BOUNCED_BLOCKED`: a refusal as spam or by policy, the sign of the
 * sending domain's reputation), from the status its report gave (`DSN 5.7.1`), never its text.
 */
function bouncedDetail(lastError: string | null): string {
  const status = /^DSN (\S+)$/.exec(lastError ?? '')?.[1] ?? '';
  return `BOUNCED_${causeOfStatus(status).toUpperCase()}`;
}

/** A mail server's refusal while sending, by its cause where one was kept (`REJECTED_BLOCKED`). */
function rejectedDetail(cause: string | null): string {
  return isBounceCause(cause) ? `REJECTED_${cause.toUpperCase()}` : 'REJECTED';
}
