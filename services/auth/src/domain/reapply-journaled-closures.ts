import type { FactJournal } from '@app/platform/fact-journal';
import { readJournaledEvents } from '@app/platform/journaled-events';
import type { AuthDb } from '../db/client.ts';
import { closeAccount } from './delete-account.ts';

/** The events auth's relay journals: closed accounts, which a restore must not open again. */
export const JOURNALED_CHOICES: ReadonlySet<string> = new Set(['auth.user.deleted']);

/**
 * At start: every account closure the journal holds whose user the database has (a restore to a point before it
 * brought the account back) is made again, with the letters its owner chose to have delivered, and told to the
 * other services as the first one was, so they erase again what the restore gave back to them. An account the
 * database no longer has changes nothing: every start reads the journal, and only the first after a restore acts.
 * Answers how many accounts.
 */
export async function reapplyJournaledClosures(
  deps: {
    db: AuthDb;
    eventsWritten: () => void;
    now: () => Date;
    logger: { warn(details: object, message: string): void };
  },
  journal: FactJournal,
): Promise<number> {
  const closures = await readJournaledEvents(journal, 'auth.user.deleted', deps.now(), (entry) =>
    deps.logger.warn({ entry }, 'a journaled account closure that does not read; left alone'),
  );
  let applied = 0;
  for (const { payload } of closures) {
    const { userId, deliverMessageIds } = payload;
    if (await deps.db.$transaction((tx) => closeAccount(tx, userId, deliverMessageIds))) applied += 1;
  }
  if (applied > 0) deps.eventsWritten();
  return applied;
}
