import { admitRecipient } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';
import { attachmentsOf, type Refused } from './grants.ts';

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
  const admission = await admitRecipient(deps, accessCode, answers, { grant: heldGrant, grantOnly });
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, letter, grant } = admission;
  const media = await attachmentsOf(deps, letter);
  return {
    refusal: null,
    accessCode: found.accessCode,
    messageId: found.messageId,
    subject: letter.subject,
    content: letter.content,
    recipient: letter.recipient,
    isAnonymous: letter.isAnonymous,
    senderName: letter.senderName,
    senderEmail: letter.senderEmail,
    senderCustomTitle: letter.senderCustomTitle,
    senderId: letter.userId,
    createdAt: letter.createdAt,
    deliveredAt: letter.deliveredAt,
    media: media.map((m) => ({ id: m.id, mediaType: m.mediaType, contentType: m.contentType, size: m.size })),
    reaction: found.reaction,
    grant: grant.grant,
    grantExpiresAt: grant.expiresAt.toISOString(),
  };
}
