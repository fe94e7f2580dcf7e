import { writeEvent } from '@app/platform/outbox';
import { consumeEmailTokensOf, insertEmailToken } from '../db/email-token-repository.ts';
import { deleteSessionsOfUser } from '../db/session-repository.ts';
import { findUserByEmail, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword } from './passwords.ts';
import { redeemEmailToken } from './redeem-email-token.ts';
import { rememberClient } from './sessions.ts';
import type { ClientSettings } from './user.ts';
import { normaliseEmail, validatePassword } from './validate-registration.ts';

/** Sends a reset link when the address belongs to a user; says nothing either way (no account enumeration). */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  client?: ClientSettings,
): Promise<void> {
  const found = await findUserByEmail(deps.db, normaliseEmail(email));
  if (!found) return;
  const { passwordHash: _omit, ...user } = found;
  await rememberClient(deps, user, client);
  await deps.db.$transaction(async (tx) => {
    const request = await insertEmailToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      email: user.email,
      expiresAt: new Date(deps.now().getTime() + deps.config.PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await writeEvent(tx, 'auth.password_reset.requested', { userId: user.id, requestId: request.id });
  });
  deps.eventsWritten();
}

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
