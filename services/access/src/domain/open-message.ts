import { createHash, randomBytes } from 'node:crypto';
import { insertGrant } from '../db/access-state-repository.ts';
import { admitRecipient, findOpenable, type Opened, type Refusal } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

export const PREVIEW_LENGTH = 200;

export const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex');

type Refused = { refusal: Refusal };

/** What opening the message needs; spends nothing. */
export async function describeAccess(deps: AccessDeps, accessCode: string) {
  const openable = await findOpenable(deps, accessCode);
  if (!openable.admitted) return { refusal: openable.refusal };
  const { found } = openable;
  return {
    refusal: null,
    accessCode: found.accessCode,
    securityLevel: found.securityLevel,
    noSecurityRequired: found.questions.length === 0,
    questions: found.questions,
    attempts: found.attempts,
    maxAttempts: found.maxAttempts,
    isLocked: false,
  };
}

/** The attachments, from the media service that owns them; not asked about a message that never had one. */
async function attachmentsOf(deps: AccessDeps, message: Opened) {
  if (!message.hasMedia) return [];
  const { items } = await deps.media.ListMedia({ userId: message.userId, messageId: message.messageId });
  return items;
}

/** The first look: subject, sender, the beginning of the text and how many attachments follow. */
export async function previewMessage(deps: AccessDeps, accessCode: string, answers: string[]) {
  const admission = await admitRecipient(deps, accessCode, answers);
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, opened: message } = admission;
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
  };
}

/** The whole message with its attachments, and a fresh grant proving this verification. */
export async function verifyMessage(deps: AccessDeps, accessCode: string, answers: string[]) {
  const admission = await admitRecipient(deps, accessCode, answers);
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, opened: message } = admission;
  const media = await attachmentsOf(deps, message);
  const grant = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + deps.grantTtlSeconds * 1000);
  await insertGrant(deps.db, { tokenHash: hashGrant(grant), messageId: found.messageId, expiresAt });
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
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt,
    media: media.map((m) => ({ id: m.id, mediaType: m.mediaType, contentType: m.contentType, size: m.size })),
    reaction: found.reaction,
    grant,
    grantExpiresAt: expiresAt.toISOString(),
  };
}
