import { changeWithEvent, changesWithEvent, type PreparedEvent } from '@app/platform/outbox';
import type { SqlExecutor } from '@app/platform/sql';
import type { BounceCause } from '@app/proto/rules/bounce-causes';

/**
 * The e-mail log, in plain SQL through the service's pool (`db.sql`, or a transaction of it), and only here:
 * every e-mail writes its row twice, and through Prisma that was a large share of a send's CPU
 * (docs/architecture.md, "The event plumbing in plain SQL"); the admin's list and an account's erasure read and
 * delete the same table the same way. A send's outcome and the event that tells others of it (`event`) are
 * written in one statement.
 */
export type EmailLogStatus = 'pending' | 'sent' | 'skipped' | 'rejected' | 'bounced';

/** The log row of an event, created on first sight; each call counts one attempt. */
export async function recordAttempt(
  db: SqlExecutor,
  entry: {
    eventId: string;
    kind: string;
    userId: string | null;
    messageId: string;
    aboutMessageId?: string;
    /** The journal's subject of a journaled kind (sent-mail-journal.ts): when the journal says it went out. */
    journalSubject?: string;
  },
): Promise<{ id: string; status: EmailLogStatus; journaledAt: Date | null }> {
  const [row] = await db.$queryRaw<{ id: string; status: EmailLogStatus; journaledAt: Date | null }[]>`
    INSERT INTO email_log (id, event_id, kind, user_id, message_id, about_message_id, attempts)
    VALUES (gen_random_uuid(), ${entry.eventId}::uuid, ${entry.kind}, ${entry.userId}::uuid, ${entry.messageId},
            ${entry.aboutMessageId ?? null}::uuid, 1)
    ON CONFLICT (event_id) DO UPDATE SET attempts = email_log.attempts + 1
    RETURNING id::text AS id, status::text AS status,
              (SELECT sent_at FROM journaled_email
                WHERE kind = ${entry.kind} AND subject = ${entry.journalSubject ?? null}::uuid) AS "journaledAt"`;
  return row!;
}

/** Whether the e-mail an event asks for has a log row: sent, refused, skipped, or being tried (a read only). */
export async function isLogged(db: SqlExecutor, eventId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ one: number }[]>`
    SELECT 1 AS one FROM email_log WHERE event_id = ${eventId}::uuid`;
  return rows.length > 0;
}

/** The log row of an e-mail another one's sending makes owed (created untried, or left as it is). */
export type OwedLogEntry = { eventId: string; kind: string; userId: string | null; messageId: string };

/**
 * The e-mail went out. `owes`: the row of an e-mail its sending makes owed, written in the same statement, so
 * whoever reads this row sent finds the other there.
 */
export async function markSent(
  db: SqlExecutor,
  /** `receivingDomain` null: recorded from the journal, not sent now (no server was tried). */
  sent: { id: string; at: Date; receivingDomain: string | null },
  event: PreparedEvent | null = null,
  owes?: OwedLogEntry,
): Promise<void> {
  const { id, at, receivingDomain } = sent;
  if (!owes) {
    await changeWithEvent(db, event)`
      UPDATE email_log SET status = 'sent', sent_at = ${at}, last_error = NULL, receiving_domain = ${receivingDomain}
       WHERE id = ${id}::uuid RETURNING id`;
    return;
  }
  await changesWithEvent(db, event)`
    WITH owed AS (
      INSERT INTO email_log (id, event_id, kind, user_id, message_id, attempts)
      VALUES (gen_random_uuid(), ${owes.eventId}::uuid, ${owes.kind}, ${owes.userId}::uuid, ${owes.messageId}, 0)
      ON CONFLICT (event_id) DO NOTHING),
    changed AS (
      UPDATE email_log SET status = 'sent', sent_at = ${at}, last_error = NULL, receiving_domain = ${receivingDomain}
       WHERE id = ${id}::uuid RETURNING id)`;
}

/** `forgetUser`: the account was closed meanwhile, so the row keeps no trace of whose it was. */
export async function markSkipped(
  db: SqlExecutor,
  id: string,
  why: string,
  { forgetUser = false, event = null }: { forgetUser?: boolean; event?: PreparedEvent | null } = {},
): Promise<void> {
  await changeWithEvent(db, event)`
    UPDATE email_log SET status = 'skipped', last_error = ${why},
           user_id = CASE WHEN ${forgetUser}::boolean THEN NULL ELSE user_id END
     WHERE id = ${id}::uuid RETURNING id`;
}

export async function recordFailure(db: SqlExecutor, id: string, why: string): Promise<void> {
  await db.$executeRaw`UPDATE email_log SET last_error = ${why.slice(0, 500)} WHERE id = ${id}::uuid`;
}

/**
 * The e-mail is not sent, for good; `why` is the mail server's reply code (never its text, which can quote the
 * address) or our own reason. `byServer`: a mail server refused it, where, and why.
 */
export async function markRejected(
  db: SqlExecutor,
  id: string,
  why: string,
  event: PreparedEvent | null = null,
  byServer?: { receivingDomain: string; cause: BounceCause },
): Promise<void> {
  await changeWithEvent(db, event)`
    UPDATE email_log SET status = 'rejected', last_error = ${why},
           receiving_domain = ${byServer?.receivingDomain ?? null}, failure_cause = ${byServer?.cause ?? null}
     WHERE id = ${id}::uuid RETURNING id`;
}

export type EmailLogEntry = {
  id: string;
  eventId: string;
  kind: string;
  userId: string | null;
  status: EmailLogStatus;
  messageId: string;
  aboutMessageId: string | null;
  sentAt: Date | null;
};

/** The log row a bounce's return path names: what was sent, about what, and under which Message-ID. */
export async function findEmailLog(db: SqlExecutor, id: string): Promise<EmailLogEntry | null> {
  const [row] = await db.$queryRaw<EmailLogEntry[]>`
    SELECT id::text AS id, event_id::text AS "eventId", kind, user_id::text AS "userId", status::text AS status,
           message_id AS "messageId", about_message_id::text AS "aboutMessageId", sent_at AS "sentAt"
      FROM email_log WHERE id = ${id}::uuid`;
  return row ?? null;
}

/**
 * A sent e-mail came back for good; `status` is the report's (5.1.1), never its text. False when it was not
 * (or no longer) marked sent: a second report of the same bounce changes nothing.
 */
export async function markBounced(
  db: SqlExecutor,
  id: string,
  status: string,
  cause: BounceCause,
): Promise<boolean> {
  const changed = await db.$executeRaw`
    UPDATE email_log SET status = 'bounced', last_error = ${`DSN ${status}`}, failure_cause = ${cause}
     WHERE id = ${id}::uuid AND status = 'sent'`;
  return changed === 1;
}

export type EmailLogLine = {
  kind: string;
  status: EmailLogStatus;
  messageId: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  failureCause: string | null;
};

/** The newest rows of the log, of these kinds (every kind when none are named). */
export async function listEmailLog(
  db: SqlExecutor,
  { kinds, limit }: { kinds: readonly string[] | undefined; limit: number },
): Promise<EmailLogLine[]> {
  const all = kinds === undefined;
  return db.$queryRaw<EmailLogLine[]>`
    SELECT kind, status::text AS status, message_id AS "messageId", attempts, last_error AS "lastError",
           created_at AS "createdAt", sent_at AS "sentAt", failure_cause AS "failureCause"
      FROM email_log
     WHERE ${all} OR kind = ANY(${[...(kinds ?? [])]}::text[])
     ORDER BY created_at DESC, id DESC
     LIMIT ${limit}`;
}

/** A closed account's e-mail logs, but for those about the messages still to be delivered. */
export async function deleteEmailLogsOf(
  db: SqlExecutor,
  userId: string,
  keptMessageIds: readonly string[],
): Promise<number> {
  return db.$executeRaw`
    DELETE FROM email_log
     WHERE user_id = ${userId}::uuid
       AND (about_message_id IS NULL OR NOT (about_message_id = ANY(${[...keptMessageIds]}::uuid[])))`;
}

/** Whether a check-in of this kind about this switch, sent to this sender, came back for good. */
export async function hasBouncedCheckIn(
  db: SqlExecutor,
  query: {
    messageId: string;
    userId: string;
    kind: 'check_in' | 'check_in_backup' | 'contact_invitation';
    sentSince: Date | null;
  },
): Promise<boolean> {
  const rows = await db.$queryRaw<{ one: number }[]>`
    SELECT 1 AS one FROM email_log
     WHERE about_message_id = ${query.messageId}::uuid AND user_id = ${query.userId}::uuid
       AND kind = ${query.kind} AND status = 'bounced'
       AND (${query.sentSince}::timestamptz IS NULL OR sent_at >= ${query.sentSince}::timestamptz)
     LIMIT 1`;
  return rows.length > 0;
}

export type MailOutcomeCount = {
  day: string;
  status: 'sent' | 'bounced' | 'rejected';
  cause: string;
  count: number;
};

/**
 * The e-mails a mail server was tried with since `since`, counted per day (UTC), outcome and cause: sent,
 * returned later (bounced) or refused while sending (rejected by the server; our own refusals, such as a resting
 * address, never reached one and are left out). A row from before causes were kept counts as `other`.
 */
export function countMailOutcomes(db: SqlExecutor, since: Date): PromiseLike<MailOutcomeCount[]> {
  return db.$queryRaw<MailOutcomeCount[]>`
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, status::text AS status,
           coalesce(failure_cause, 'other') AS cause, count(*)::int AS count
      FROM email_log
     WHERE created_at >= ${since}
       AND (status IN ('sent', 'bounced') OR (status = 'rejected' AND last_error LIKE 'SMTP %'))
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`;
}

export type DomainBlocks = { domain: string; attempted: number; blocked: number };

/** The receiving domains that blocked any e-mail since `since` (as spam or by policy), most blocks first. */
export function countBlocksByDomain(
  db: SqlExecutor,
  since: Date,
  limit: number,
): PromiseLike<DomainBlocks[]> {
  return db.$queryRaw<DomainBlocks[]>`
    SELECT receiving_domain AS domain, count(*)::int AS attempted,
           count(*) FILTER (WHERE failure_cause = 'blocked')::int AS blocked
      FROM email_log
     WHERE created_at >= ${since} AND receiving_domain IS NOT NULL AND status IN ('sent', 'bounced', 'rejected')
     GROUP BY receiving_domain
    HAVING count(*) FILTER (WHERE failure_cause = 'blocked') > 0
     ORDER BY blocked DESC, domain
     LIMIT ${limit}`;
}

/** The newest instant an e-mail of these kinds was recorded sent; null when none was. */
export async function newestSentOf(db: SqlExecutor, kinds: readonly string[]): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ newest: Date | null }[]>`
    SELECT max(sent_at) AS newest FROM email_log WHERE kind = ANY(${[...kinds]}::text[])`;
  return row?.newest ?? null;
}
