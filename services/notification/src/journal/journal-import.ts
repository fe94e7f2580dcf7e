import type { Logger } from '@app/platform/logger';
import type { SqlExecutor } from '@app/platform/sql';
import { newestSentOf } from '../db/email-log-repository.ts';
import { insertJournaled } from '../db/journaled-email-repository.ts';
import { JOURNALED_KINDS, type SentMailJournal } from './sent-mail-journal.ts';

/** Entries this long before the newest sent e-mail the database knows are read again: replicas' clocks differ. */
const OVERLAP_MS = 86_400_000;

/**
 * Before the consumers start: what the journal says went out since the newest letter's e-mail this database
 * recorded sent. After a restore to an earlier point those are the e-mails the restore forgot; every other start
 * finds them known already. Answers how many entries were read.
 */
export async function importJournal(
  db: SqlExecutor,
  journal: SentMailJournal,
  logger: Logger,
): Promise<number> {
  const newest = await newestSentOf(db, JOURNALED_KINDS);
  const since = newest ? new Date(newest.getTime() - OVERLAP_MS) : new Date(0);
  const entries = await journal.since(since);
  if (entries.length === 0) return 0;
  const inserted = await insertJournaled(db, entries);
  logger.info({ read: entries.length, new: inserted, since }, 'sent-mail journal read');
  return entries.length;
}
