import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { insertEmailToken } from '../db/email-token-repository.ts';
import { findUserById } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';

/** The resend: a new verification request (earlier links stay valid until they expire). */
export async function requestEmailVerification(deps: AuthDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (user.isEmailVerified) {
    throw new AppError('FAILED_PRECONDITION', 'already verified', { reason: 'EMAIL_ALREADY_VERIFIED' });
  }
  await deps.db.$transaction(async (tx) => {
    const request = await insertEmailToken(tx, {
      userId,
      purpose: 'verify_email',
      email: user.email,
      expiresAt: new Date(deps.now().getTime() + deps.config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
    });
    await writeEvent(tx, 'auth.email_verification.requested', { userId, requestId: request.id });
  });
  deps.eventsWritten();
}
