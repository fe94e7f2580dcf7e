import { findTombstone } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { open } from './sealed-fields.ts';

/** Who a message deleted on its recipient's side was for, for notification's notices (decrypted at use). */
export async function getTombstone(deps: MessageDeps, messageId: string) {
  const row = await findTombstone(deps.db, messageId);
  if (!row) throw notFound();
  return {
    messageId: row.messageId,
    userId: row.userId,
    recipient: open(deps, row.messageId, 'recipient', row.recipientEnc),
    recipientEmail: open(deps, row.messageId, 'recipientEmail', row.recipientEmailEnc),
    senderName: row.senderNameEnc ? open(deps, row.messageId, 'senderName', row.senderNameEnc) : '',
    reason: row.reason,
  };
}
