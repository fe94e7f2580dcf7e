import { writeEvent } from '@app/platform/outbox';
import { markReadRow } from '../db/message-repository.ts';
import { liftRestOnRead } from './address-suppression.ts';
import type { MessageDeps } from './deps.ts';
import { sealedMessage } from './sealed-message.ts';

/**
 * The first full view by its recipient: read, and the sender is told (message.read). An address resting after a
 * bounce that this letter's e-mail reached since rests no more.
 */
export async function markRead(deps: MessageDeps, messageId: string): Promise<{ readNow: boolean }> {
  const row = await sealedMessage(deps, messageId);
  const readNow = await deps.db.$transaction(async (tx) => {
    if (!(await markReadRow(tx, messageId, deps.now()))) return false;
    await liftRestOnRead(deps, tx, row);
    await writeEvent(tx, 'message.read', { messageId, userId: row.userId });
    return true;
  });
  if (readNow) deps.eventsWritten();
  return { readNow };
}
