import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { promoteBootstrapAdmin } from './bootstrap-admin.ts';
import { redeemEmailToken } from './redeem-email-token.ts';

/** Confirms the address the token was sent to (only by POST: mail scanners open links, never confirm). */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<{ userId: string }> {
  const userId = await redeemEmailToken(deps, token, 'verify_email', async (tx, owner) => {
    const user = await findUserById(tx, owner.userId);
    if (!user || user.email !== owner.email) {
      throw new AppError('INVALID_ARGUMENT', 'token for another address', { reason: 'TOKEN_INVALID' });
    }
    if (!user.isEmailVerified) {
      await updateUser(tx, user.id, { emailVerifiedAt: deps.now() });
      await writeEvent(tx, 'auth.user.verified', { userId: user.id });
    }
    return user.id;
  });
  deps.eventsWritten();
  const user = await findUserById(deps.db, userId);
  if (user) await promoteBootstrapAdmin(deps, user);
  return { userId };
}
