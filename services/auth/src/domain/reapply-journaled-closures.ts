import type { FactJournal } from '@app/platform/fact-journal';
import { OUTBOX_RETENTION_DAYS } from '@app/platform/outbox';
import { eventCatalogue } from '@app/proto/events';
import type { AuthDb } from '../db/client.ts';
import { closeAccount } from './delete-account.ts';

/** The events auth's relay journals: closed accounts, which a restore must not open again. */
export const JOURNALED_CHOICES: ReadonlySet<string> = new Set(['auth.user.deleted']);

/**
 * At start: every account closure the journal holds whose user the database has (a restore to a point before it
 * brought the account back) is made again, with the letters its owner chose to have delivered, and told to the
 * other services as the first one was, so they erase again what the restore gave back to them. An account the
 * database no longer has changes nothing: every start reads the journal, and only the first after a restore acts.
 * As far back as a restore can reach (the 35 days of point-in-time recovery). Answers how many accounts.
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
  const since = new Date(deps.now().getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  let applied = 0;
  for (const fact of await journal.since(since, { bodies: true })) {
    if (!fact.name.startsWith('auth.user.deleted+')) continue;
    const read = eventCatalogue['auth.user.deleted'].payload.safeParse(parseJson(fact.body));
    if (!read.success) {
      deps.logger.warn({ entry: fact.name }, 'a journaled account closure that does not read; left alone');
      continue;
    }
    const { userId, deliverMessageIds } = read.data;
    if (await deps.db.$transaction((tx) => closeAccount(tx, userId, deliverMessageIds))) applied += 1;
  }
  if (applied > 0) deps.eventsWritten();
  return applied;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
