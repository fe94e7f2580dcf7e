import { AppError } from '@app/platform/errors';
import { createHash, randomBytes } from 'node:crypto';
import { findLiveGrant, insertGrant } from '../db/access-state-repository.ts';
import {
  admitRecipient,
  findOpenable,
  type OpenedAdmission,
  type Opened,
  type Refusal,
} from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

export const PREVIEW_LENGTH = 200;

export const grantRequired = () =>
  new AppError('PERMISSION_DENIED', 'no live grant for this message', { reason: 'ACCESS_GRANT_REQUIRED' });

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

/** A fresh proof that the holder answered right, for this message only; only its hash is kept. */
async function issueGrant(deps: AccessDeps, messageId: string) {
  const grant = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + deps.grantTtlSeconds * 1000);
  await insertGrant(deps.db, { tokenHash: hashGrant(grant), messageId, expiresAt });
  return { grant, grantExpiresAt: expiresAt.toISOString() };
}

/**
 * The holder of a live grant for the message this code opens: in without the answers, so the full letter
 * after the preview costs no second (slow) answer check. A delivered, unlocked message only, as any
 * admission; null when the grant proves nothing here, and the answers decide.
 */
async function admitWithGrant(
  deps: AccessDeps,
  accessCode: string,
  grant: string,
): Promise<(OpenedAdmission & { grant: string; grantExpiresAt: string }) | null> {
  const openable = await findOpenable(deps, accessCode, { open: true });
  if (!openable.admitted) return null;
  const { found } = openable;
  const live = await findLiveGrant(deps.db, hashGrant(grant), found.messageId, deps.now());
  if (!live) return null;
  const opened = found.opened ?? (await deps.message.OpenForRecipient({ messageId: found.messageId }));
  deps.audit({ outcome: 'ADMITTED_WITH_GRANT', messageId: found.messageId, attempts: found.attempts });
  return { admitted: true, found, opened, grant, grantExpiresAt: live.expiresAt.toISOString() };
}

/** The first look: subject, sender, the beginning of the text and how many attachments follow. */
export async function previewMessage(deps: AccessDeps, accessCode: string, answers: string[]) {
  const admission = await admitRecipient(deps, accessCode, answers);
  if (!admission.admitted) return { refusal: admission.refusal } satisfies Refused;
  const { found, opened: message } = admission;
  const [media, grant] = await Promise.all([attachmentsOf(deps, message), issueGrant(deps, found.messageId)]);
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
    ...grant,
  };
}

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
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt,
    media: media.map((m) => ({ id: m.id, mediaType: m.mediaType, contentType: m.contentType, size: m.size })),
    reaction: found.reaction,
    ...grant,
  };
}
