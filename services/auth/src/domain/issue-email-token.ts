import { AppError } from '@app/platform/errors';
import { decodeSecret } from '@app/platform/config';
import { findEmailTokenById, setEmailTokenHash } from '../db/email-token-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashToken } from '@app/platform/secret-token';
import { deriveEmailToken } from './secrets.ts';

export type IssuedEmailToken = {
  token: string;
  purpose: 'verify_email' | 'reset_password' | 'verify_backup_email';
  email: string;
  username: string;
  fullName: string;
  language: string;
  timeZone: string;
  expiresAt: Date;
};

/**
 * Mints the token of an e-mail request at the moment the e-mail is sent. The token is derived from the
 * request id, so a redelivered event sends the same link; only its hash is stored. A used or expired request
 * is refused (FAILED_PRECONDITION): there is nothing left worth sending.
 */
export async function issueEmailToken(deps: AuthDeps, requestId: string): Promise<IssuedEmailToken> {
  const row = await findEmailTokenById(deps.db, requestId);
  if (!row) throw new AppError('NOT_FOUND', 'no such e-mail request', { reason: 'EMAIL_REQUEST_NOT_FOUND' });
  if (row.usedAt || row.expiresAt <= deps.now()) {
    throw new AppError('FAILED_PRECONDITION', 'e-mail request used or expired', {
      reason: 'EMAIL_REQUEST_SPENT',
    });
  }
  const token = deriveEmailToken(decodeSecret(deps.config.EMAIL_TOKEN_SECRET), row.id);
  await setEmailTokenHash(deps.db, row.id, hashToken(token));
  return {
    token,
    purpose: row.purpose,
    email: row.email,
    username: row.user.username,
    fullName: row.user.fullName,
    language: row.user.language,
    timeZone: row.user.timeZone,
    expiresAt: row.expiresAt,
  };
}
