import { AppError } from '@app/platform/errors';
import { createHash, randomBytes } from 'node:crypto';
import { findLiveGrant, insertGrant } from '../db/access-state-repository.ts';
import { findOpenable, type OpenedAdmission, type Opened, type Refusal } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

// The grant a right answer earns: proof, for one message and a short while, that its holder may read on.

export type Refused = { refusal: Refusal };

export const grantRequired = () =>
  new AppError('PERMISSION_DENIED', 'no live grant for this message', { reason: 'ACCESS_GRANT_REQUIRED' });

export const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex');

/** The attachments, from the media service that owns them; not asked about a message that never had one. */
export async function attachmentsOf(deps: AccessDeps, message: Opened) {
  if (!message.hasMedia) return [];
  const { items } = await deps.media.ListMedia({ userId: message.userId, messageId: message.messageId });
  return items;
}

/** A fresh proof that the holder answered right, for this message only; only its hash is kept. */
export async function issueGrant(deps: AccessDeps, messageId: string) {
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
export async function admitWithGrant(
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
