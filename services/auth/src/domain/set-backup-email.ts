import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { insertEmailToken } from '../db/email-token-repository.ts';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';
import { isValidEmail, normaliseEmail } from './validate-registration.ts';

/**
 * A sender's backup address for proof of life: a second mailbox of their own, so a check-in in a spam folder
 * or a closed mailbox is not taken for silence. It is saved unverified and a link is sent to it; only a
 * verified backup gets check-ins (notification asks GetUser). Naming the saved address again sends a new
 * link (earlier links stay valid until they expire); a new address drops the old one's verification.
 */
export async function setBackupEmail(deps: AuthDeps, userId: string, given: string): Promise<User> {
  const email = normaliseEmail(given);
  const invalid = (reason: string) => new AppError('INVALID_ARGUMENT', reason, { reason, field: 'email' });
  if (!isValidEmail(email)) throw invalid('EMAIL_INVALID');
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (email === user.email) throw invalid('BACKUP_EMAIL_IS_PRIMARY');
  if (email === user.backupEmail && user.isBackupEmailVerified) return user;
  const saved = await deps.db.$transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { backupEmail: email, backupEmailVerifiedAt: null });
    const request = await insertEmailToken(tx, {
      userId,
      purpose: 'verify_backup_email',
      email,
      expiresAt: new Date(deps.now().getTime() + deps.config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
    });
    await writeEvent(tx, 'auth.email_verification.requested', {
      userId,
      requestId: request.id,
      backup: true,
    });
    return updated;
  });
  deps.eventsWritten();
  return saved;
}
