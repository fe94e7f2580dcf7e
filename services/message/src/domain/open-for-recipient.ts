import type { MessageDeps } from './deps.ts';
import { recipientView } from './recipient-view.ts';
import { notFound } from './errors.ts';
import { opensForRecipient, sealedMessage } from './sealed-message.ts';

/**
 * What the recipient reads, by id, for the admin's list of reports its reporter shared it in; nothing opens
 * before it is due (NOT_FOUND, as for a code that never existed).
 */
export async function openForRecipient(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  if (!opensForRecipient(row)) throw notFound();
  return recipientView(deps, row);
}
