import { admitRecipient } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';
import { attachmentsOf, type Refused } from './grants.ts';

const PREVIEW_LENGTH = 200;

/** The first look: subject, sender, the beginning of the text and how many attachments follow. */
export async function previewMessage(deps: AccessDeps, accessCode: string, answers: string[]) {
  const admission = await admitRecipient(deps, accessCode, answers);
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, letter: message, grant } = admission;
  const media = await attachmentsOf(deps, message);
  const chars = [...message.content];
  return {
    refusal: null,
    accessCode: found.accessCode,
    subject: message.subject,
    previewContent: chars.slice(0, PREVIEW_LENGTH).join(''),
    hasFullContent: chars.length > PREVIEW_LENGTH || media.length > 0,
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt,
    isAnonymous: message.isAnonymous,
    senderName: message.senderName,
    senderEmail: message.senderEmail,
    mediaCount: media.length,
    grant: grant.grant,
    grantExpiresAt: grant.expiresAt.toISOString(),
  };
}
