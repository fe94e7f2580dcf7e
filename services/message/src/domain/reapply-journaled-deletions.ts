import type { FactJournal } from '@app/platform/fact-journal';
import { readJournaledEvents } from '@app/platform/journaled-events';
import { deleteMessageRow, findMessageById } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

/** The events the message service's relay journals: deletions, which a restore must not undo. */
export const JOURNALED_CHOICES: ReadonlySet<string> = new Set(['message.deleted']);

/**
 * At start: every deletion the journal holds whose message the database has (a restore to a point before it
 * brought the letter back) is made again, with its first reason and instant, and told to the other services as
 * the first one was. A deletion the database already has changes nothing, so every start reads the journal and
 * only the first after a restore acts. Answers how many letters went again.
 */
export async function reapplyJournaledDeletions(
  deps: Pick<MessageDeps, 'db' | 'eventsWritten' | 'now'> & {
    logger: { warn(details: object, message: string): void };
  },
  journal: FactJournal,
): Promise<number> {
  const deletions = await readJournaledEvents(journal, 'message.deleted', deps.now(), (entry) =>
    deps.logger.warn({ entry }, 'a journaled deletion that does not read; left alone'),
  );
  let applied = 0;
  for (const { at, payload } of deletions) {
    const { messageId, userId, reason } = payload;
    const row = await findMessageById(deps.db, messageId);
    if (!row || row.userId !== userId) continue;
    const deleted = await deps.db.$transaction(async (tx) => {
      if (!(await deleteMessageRow(tx, messageId))) return false;
      await recordDeletion(tx, { messageId, userId, reason, wasDelivered: row.isDelivered }, row, at);
      return true;
    });
    if (deleted) applied += 1;
  }
  if (applied > 0) deps.eventsWritten();
  return applied;
}
