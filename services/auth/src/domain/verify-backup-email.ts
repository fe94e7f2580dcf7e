import { AppError } from '@app/platform/errors';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { redeemEmailToken } from './redeem-email-token.ts';

/**
 * Confirms the backup address the token was sent to (only by POST: mail scanners open links, never confirm).
 * A token for an address the sender has since replaced or removed confirms nothing.
 */
export async function verifyBackupEmail(deps: AuthDeps, token: string): Promise<{ userId: string }> {
  const userId = await redeemEmailToken(deps, token, 'verify_backup_email', async (tx, owner) => {
    const user = await findUserById(tx, owner.userId);
    if (!user || user.backupEmail !== owner.email) {
      throw new AppError('INVALID_ARGUMENT', 'token for another address', { reason: 'TOKEN_INVALID' });
    }
    if (!user.isBackupEmailVerified) await updateUser(tx, user.id, { backupEmailVerifiedAt: deps.now() });
    return user.id;
  });
  return { userId };
}
