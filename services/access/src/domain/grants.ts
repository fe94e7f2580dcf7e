import { AppError } from '@app/platform/errors';
import { createHash, randomBytes } from 'node:crypto';
import { insertGrant } from '../db/access-state-repository.ts';
import type { Letter, Refusal } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

// The grant a right answer earns: proof, for one message and a short while, that its holder may read on.

export type Refused = { refusal: Refusal };

export const grantRequired = () =>
  new AppError('PERMISSION_DENIED', 'no live grant for this message', { reason: 'ACCESS_GRANT_REQUIRED' });

/** The one hash of a grant's secret: what is kept of it, and how it is found again. */
export const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex');

/** The attachments, from the media service that owns them; not asked about a message that never had one. */
export async function attachmentsOf(deps: AccessDeps, letter: Letter) {
  if (!letter.hasMedia) return [];
  const { items } = await deps.media.ListMedia({ userId: letter.userId, messageId: letter.messageId });
  return items;
}

/** A fresh proof that the holder answered right, for one message only; only its hash is kept. */
export function mintGrant(deps: Pick<AccessDeps, 'grantTtlSeconds' | 'now'>) {
  const grant = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + deps.grantTtlSeconds * 1000);
  return { grant, tokenHash: hashGrant(grant), expiresAt };
}

/** A minted grant kept for this message. */
export async function issueGrant(deps: AccessDeps, messageId: string) {
  const minted = mintGrant(deps);
  await insertGrant(deps.db, { tokenHash: minted.tokenHash, messageId, expiresAt: minted.expiresAt });
  return minted;
}
