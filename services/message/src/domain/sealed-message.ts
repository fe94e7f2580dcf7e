import { findMessageById } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
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

/**
 * Whether the message opens for its recipient: one that goes by e-mail from its release, before the e-mail is
 * written, so its link works however late notification reports; a letter once posted (days before it can
 * arrive), so a code printed and still in the admin's hands opens nothing.
 */
export function opensForRecipient(
  row: Pick<SealedRow, 'deliveryMethod' | 'releasedAt' | 'isDelivered'>,
): boolean {
  return row.deliveryMethod === 'email' ? row.releasedAt !== null : row.isDelivered;
}
