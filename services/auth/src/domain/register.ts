import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { insertEmailToken } from '../db/email-token-repository.ts';
import { findTakenIdentifiers, insertUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword } from './passwords.ts';
import { openSession } from './sessions.ts';
import { cleanClientSettings, type ClientSettings, type User } from './user.ts';
import { validateRegistration, type RegistrationInput } from './validate-registration.ts';

export type RegisterUserOptions = { input: RegistrationInput; client?: ClientSettings };

/**
 * Creates the user (always role `user`), asks for the verification e-mail and signs them in. The user, the
 * e-mail request and both events commit together, so no user is left without their verification e-mail.
 */
export async function registerUser(
  deps: AuthDeps,
  { input, client }: RegisterUserOptions,
): Promise<{ user: User; sessionToken: string }> {
  const clean = validateRegistration(input);
  const assertFree = (taken: { usernameTaken: boolean; emailTaken: boolean }) => {
    if (taken.usernameTaken) {
      throw new AppError('ALREADY_EXISTS', 'username taken', { reason: 'USERNAME_TAKEN', field: 'username' });
    }
    if (taken.emailTaken) {
      throw new AppError('ALREADY_EXISTS', 'email taken', { reason: 'EMAIL_TAKEN', field: 'email' });
    }
  };
  assertFree(await findTakenIdentifiers(deps.db, clean.username.toLowerCase(), clean.email));
  const passwordHash = await hashPassword(clean.password);
  const settings = cleanClientSettings(client);
  let user: User;
  try {
    user = await deps.db.$transaction(async (tx) => {
      const created = await insertUser(tx, {
        username: clean.username,
        email: clean.email,
        fullName: clean.fullName,
        passwordHash,
        language: settings.language ?? 'es',
        timeZone: settings.timeZone ?? 'Europe/Madrid',
      });
      const request = await insertEmailToken(tx, {
        userId: created.id,
        purpose: 'verify_email',
        email: created.email,
        expiresAt: new Date(deps.now().getTime() + deps.config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
      });
      await writeEvent(tx, 'auth.user.registered', { userId: created.id });
      await writeEvent(tx, 'auth.email_verification.requested', {
        userId: created.id,
        requestId: request.id,
      });
      return created;
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the database's unique index decides; report it like the check.
    if (isUniqueViolation(error)) {
      assertFree(await findTakenIdentifiers(deps.db, clean.username.toLowerCase(), clean.email));
    }
    throw error;
  }
  deps.eventsWritten();
  const sessionToken = await openSession(deps, user.id);
  return { user, sessionToken };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
