import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { findUserByEmail, recordSignIn } from '../db/user-repository.ts';
import { promoteBootstrapAdmin } from './bootstrap-admin.ts';
import type { AuthDeps } from './deps.ts';
import { verifyDecoy, verifyPassword } from './passwords.ts';
import { openSession, rememberClient } from './sessions.ts';
import type { ClientSettings, User } from './user.ts';
import { normaliseEmail } from './validate-registration.ts';

export type LogInOptions = { email: string; password: string; client?: ClientSettings };

/** Checks the password and opens a new session. A wrong e-mail and a wrong password look the same. */
export async function logIn(
  deps: AuthDeps,
  { email, password, client }: LogInOptions,
): Promise<{ user: User; sessionToken: string }> {
  const address = normaliseEmail(email);
  // Only the shape: an account made before the strict check must still sign in (a wrong address simply
  // matches no account).
  if (!address.includes('@') || address.length > 254) {
    throw new AppError('INVALID_ARGUMENT', 'invalid email', { reason: 'EMAIL_INVALID', field: 'email' });
  }
  if (!password) {
    throw new AppError('INVALID_ARGUMENT', 'missing password', {
      reason: 'PASSWORD_REQUIRED',
      field: 'password',
    });
  }
  const found = await findUserByEmail(deps.db, address);
  const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyDecoy(password);
  if (!found || !ok) {
    throw new AppError('UNAUTHENTICATED', 'invalid credentials', { reason: 'INVALID_CREDENTIALS' });
  }
  // Said only to whoever knows the password: to anyone else a suspended account looks like any other.
  if (found.suspendedAt) {
    throw new AppError('PERMISSION_DENIED', 'account suspended', { reason: 'ACCOUNT_SUSPENDED' });
  }
  const { passwordHash: _omit, ...user } = found;
  let current = await rememberClient(deps, user, client);
  current = await promoteBootstrapAdmin(deps, current);
  const sessionToken = await deps.db.$transaction(async (tx) => {
    const token = await openSession(deps, current.id, tx);
    // A sign-in is a sign of life: the scheduler may count it for the user's proof-of-life switches, at the
    // instant recorded here (GetLastSignIn), never the event's.
    await recordSignIn(tx, current.id, deps.now());
    await writeEvent(tx, 'auth.user.signed_in', { userId: current.id });
    return token;
  });
  deps.eventsWritten();
  return { user: current, sessionToken };
}
