import { attachToOpenMessage, findOwnedMessage } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { alreadySealed, notFound } from './errors.ts';

/**
 * An attachment finished uploading: it belongs to the message only if the message is still open. One update
 * of the message's row decides it, so a seal that wins the row first makes every later attachment refused.
 */
export async function acceptAttachment(deps: MessageDeps, userId: string, messageId: string): Promise<void> {
  if (await attachToOpenMessage(deps.db, messageId, userId)) return;
  if (!(await findOwnedMessage(deps.db, userId, messageId))) throw notFound();
  throw alreadySealed();
}
