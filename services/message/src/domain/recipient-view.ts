import type { MessageDeps } from './deps.ts';
import { fieldReader } from './sealed-fields.ts';
import type { SealedRow } from './sealed-message.ts';

/** What the recipient reads, decrypted from a sealed row. */
export function recipientView(deps: MessageDeps, row: SealedRow) {
  const o = fieldReader(deps, row.id);
  return {
    messageId: row.id,
    userId: row.userId,
    subject: o('subject', row.subjectEnc),
    content: o('content', row.contentEnc),
    recipient: o('recipient', row.recipientEnc),
    isAnonymous: row.isAnonymous,
    senderName: row.isAnonymous ? '' : o('senderName', row.senderNameEnc),
    senderEmail: row.isAnonymous ? '' : o('senderEmail', row.senderEmailEnc),
    senderCustomTitle: row.isAnonymous ? '' : o('senderCustomTitle', row.senderCustomTitleEnc),
    createdAt: row.createdAt.toISOString(),
    // Notification's report can come after the recipient opened it: until then, when it went out.
    deliveredAt: (row.deliveredAt ?? row.releasedAt)?.toISOString() ?? '',
    hasMedia: row.hasMedia,
  };
}
