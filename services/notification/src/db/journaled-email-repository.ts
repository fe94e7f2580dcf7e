import type { SqlExecutor } from '@app/platform/sql';
import type { JournalEntry } from '../journal/sent-mail-journal.ts';

/** What the sent-mail journal says went out, kept for the sends that follow a restore; known entries stay. */
export function insertJournaled(db: SqlExecutor, entries: readonly JournalEntry[]): PromiseLike<number> {
  return db.$executeRaw`
    INSERT INTO journaled_email (kind, subject, sent_at)
    SELECT * FROM unnest(${entries.map((e) => e.kind)}::text[], ${entries.map((e) => e.subject)}::uuid[],
                         ${entries.map((e) => e.sentAt.toISOString())}::timestamptz[])
    ON CONFLICT (kind, subject) DO NOTHING`;
}

/**
 * The journal's rows of a closed account's e-mails, before their log rows go (a letter's id and its notice's key
 * name what was erased); those of the messages still to be delivered stay.
 */
export function deleteJournaledOf(
  db: SqlExecutor,
  userId: string,
  keptMessageIds: readonly string[],
): PromiseLike<number> {
  return db.$executeRaw`
    DELETE FROM journaled_email j USING email_log l
     WHERE l.user_id = ${userId}::uuid
       AND (l.about_message_id IS NULL OR NOT (l.about_message_id = ANY(${[...keptMessageIds]}::uuid[])))
       AND j.subject IN (l.about_message_id, l.event_id)`;
}
