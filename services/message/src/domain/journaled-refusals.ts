import { randomUUID } from 'node:crypto';
import type { FactJournal } from '@app/platform/fact-journal';
import { readJournalEntries } from '@app/platform/journaled-events';
import { z } from 'zod';
import { closedSenders, deleteRefusal, insertRefusal } from '../db/recipient-refusal-repository.ts';
import type { MessageDeps } from './deps.ts';

/** A recipient's choice about one sender (a user id, or 'anonymous'), as the journal keeps it: keys only. */
const refusalEntry = z.object({
  recipientKey: z.string().min(1).max(128),
  refusedSender: z.string().min(1).max(64),
  refuse: z.boolean(),
});
type RefusalEntry = z.infer<typeof refusalEntry>;

const PREFIX = 'recipient.refusal';

export function journalRefusal(journal: FactJournal, at: Date, entry: RefusalEntry): Promise<void> {
  return journal.write(at, `${PREFIX}+${randomUUID()}`, JSON.stringify(entry));
}

/**
 * At start: each recipient's newest journaled choice about a sender is what the database holds, after a restore
 * to an earlier point too (a refusal made since comes back; one taken back since goes). A refusal of a sender
 * who has closed their account since is not made again: their erasure took it. As far back as a restore can
 * reach. Answers how many choices it applied.
 */
export async function reapplyJournaledRefusals(
  deps: Pick<MessageDeps, 'db' | 'now'> & { logger: { warn(details: object, message: string): void } },
  journal: FactJournal,
): Promise<number> {
  const choices = await readJournalEntries(journal, PREFIX, refusalEntry, deps.now(), (entry) =>
    deps.logger.warn({ entry }, 'a journaled refusal that does not read; left alone'),
  );
  // Oldest first: the newest choice about each pair is the one kept.
  const newest = new Map(choices.map(({ body }) => [`${body.recipientKey} ${body.refusedSender}`, body]));
  const entries = [...newest.values()];
  const closed = await closedSenders(
    deps.db,
    entries.map((entry) => entry.refusedSender).filter((sender) => z.uuid().safeParse(sender).success),
  );
  let applied = 0;
  for (const { recipientKey, refusedSender, refuse } of entries) {
    if (refuse && closed.has(refusedSender)) continue;
    if (refuse) await insertRefusal(deps.db, recipientKey, refusedSender);
    else await deleteRefusal(deps.db, recipientKey, refusedSender);
    applied += 1;
  }
  return applied;
}
