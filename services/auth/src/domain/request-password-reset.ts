import { writeEvent } from '@app/platform/outbox';
import { insertEmailToken } from '../db/email-token-repository.ts';
import { findUserByEmail } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { rememberClient } from './sessions.ts';
import type { ClientSettings } from './user.ts';
import { normaliseEmail } from './validate-registration.ts';

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
