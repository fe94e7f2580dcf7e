import type { FactJournal } from '@app/platform/fact-journal';
import { OUTBOX_RETENTION_DAYS } from '@app/platform/outbox';
import { eventCatalogue } from '@app/proto/events';
import { deleteMessageRow, findMessageById } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

/** The events the message service's relay journals: deletions, which a restore must not undo. */
export const JOURNALED_CHOICES: ReadonlySet<string> = new Set(['message.deleted']);

/**
 * At start: every deletion the journal holds whose message the database has (a restore to a point before it
 * brought the letter back) is made again, with its first reason and instant, and told to the other services as
 * the first one was. A deletion the database already has changes nothing, so every start reads the journal and
 * only the first after a restore acts. As far back as a restore can reach (the 35 days of point-in-time
 * recovery, as long as the outbox keeps its rows). Answers how many letters went again.
 */
export async function reapplyJournaledDeletions(
  deps: Pick<MessageDeps, 'db' | 'eventsWritten' | 'now'> & {
    logger: { warn(details: object, message: string): void };
  },
  journal: FactJournal,
): Promise<number> {
  const since = new Date(deps.now().getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const facts = await journal.since(since, { bodies: true });
  let applied = 0;
  for (const fact of facts) {
    if (!fact.name.startsWith('message.deleted+')) continue;
    const read = eventCatalogue['message.deleted'].payload.safeParse(parseJson(fact.body));
    if (!read.success) {
      deps.logger.warn({ entry: fact.name }, 'a journaled deletion that does not read; left alone');
      continue;
    }
    const { messageId, userId, reason } = read.data;
    const row = await findMessageById(deps.db, messageId);
    if (!row || row.userId !== userId) continue;
    const deleted = await deps.db.$transaction(async (tx) => {
      if (!(await deleteMessageRow(tx, messageId))) return false;
      await recordDeletion(tx, { messageId, userId, reason, wasDelivered: row.isDelivered }, row, fact.at);
      return true;
    });
    if (deleted) applied += 1;
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
