import { admitRecipient } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';
import { admitWithGrant, attachmentsOf, grantRequired, issueGrant, type Refused } from './grants.ts';

/**
 * The whole message with its attachments, and a grant: the caller's own when it is live for this message
 * (the answers were checked when it was issued), else a fresh one once the answers are right. `grantOnly`: the
 * held grant or nothing (a download made from the open letter must never count as an answer).
 */
export async function verifyMessage(
  deps: AccessDeps,
  accessCode: string,
  answers: string[],
  heldGrant = '',
  { grantOnly = false }: { grantOnly?: boolean } = {},
) {
  const withGrant = heldGrant ? await admitWithGrant(deps, accessCode, heldGrant) : null;
  if (grantOnly && !withGrant) throw grantRequired();
  const admission = withGrant ?? (await admitRecipient(deps, accessCode, answers));
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, opened: message } = admission;
  const [media, grant] = await Promise.all([
    attachmentsOf(deps, message),
    withGrant
      ? { grant: withGrant.grant, grantExpiresAt: withGrant.grantExpiresAt }
      : issueGrant(deps, found.messageId),
  ]);
  return {
    refusal: null,
    accessCode: found.accessCode,
    messageId: found.messageId,
    subject: message.subject,
    content: message.content,
    recipient: message.recipient,
    isAnonymous: message.isAnonymous,
    senderName: message.senderName,
    senderEmail: message.senderEmail,
    senderCustomTitle: message.senderCustomTitle,
    senderId: message.userId,
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt,
    media: media.map((m) => ({ id: m.id, mediaType: m.mediaType, contentType: m.contentType, size: m.size })),
    reaction: found.reaction,
    ...grant,
  };
}
