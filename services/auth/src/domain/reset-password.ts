import { consumeEmailTokensOf } from '../db/email-token-repository.ts';
import { deleteSessionsOfUser } from '../db/session-repository.ts';
import { updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword } from './passwords.ts';
import { redeemEmailToken } from './redeem-email-token.ts';
import { validatePassword } from './validate-registration.ts';

/**
 * Sets the new password and signs the user out everywhere. Every other reset link still in someone's inbox
 * dies with it: a link leaked from an older e-mail must not undo the reset.
 */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  validatePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await redeemEmailToken(deps, token, 'reset_password', async (tx, owner) => {
    await updateUser(tx, owner.userId, { passwordHash });
    await deleteSessionsOfUser(tx, owner.userId);
    await consumeEmailTokensOf(tx, owner.userId, 'reset_password', deps.now());
  });
}
