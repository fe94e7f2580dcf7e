import { AppError } from '@app/platform/errors';
import type { MessageDeps } from './deps.ts';
import { sealedMessage } from './sealed-message.ts';
import { openTrustedContact } from './sealed-fields.ts';

/** Who to ask before a proof-of-life release, read by notification when it writes to them. */
export async function getTrustedContact(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const contact = openTrustedContact(deps, row.id, row.trustedContactEnc);
  if (!contact) throw new AppError('NOT_FOUND', 'no trusted contact', { reason: 'MESSAGE_NOT_FOUND' });
  return { userId: row.userId, contact };
}
