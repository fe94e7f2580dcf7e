import { findMessageById } from '../db/message-repository.ts';
import { notFound } from './add-question.ts';
import type { MessageDeps } from './deps.ts';

/**
 * A sealed message by id, for other services' internal calls. One answer for an id that never existed, a
 * deleted message and an unsealed draft: nothing to tell apart.
 */
export async function sealedMessage(deps: MessageDeps, messageId: string) {
  const row = await findMessageById(deps.db, messageId);
  if (!row || !row.sealedAt) throw notFound();
  return row;
}

export type SealedRow = Awaited<ReturnType<typeof sealedMessage>>;
