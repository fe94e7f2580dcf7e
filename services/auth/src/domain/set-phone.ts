import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { normalisePhone, PHONE_CODE_RULES } from '@app/proto/rules/phone';
import { countPhoneCodesSince, insertPhoneCode } from '../db/phone-code-repository.ts';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { phoneView, smsUnavailable, type PhoneView } from './phone-view.ts';

const DAY_MS = 86_400_000;

/**
 * The sender's phone for the last chance by SMS: saved unverified, and a code sent to it. Naming the saved
 * number again sends a new code. Codes are capped per number (whoever asks: SMS pumping spreads over many
 * accounts) and per account each day; a verified number named again changes nothing.
 */
export async function setPhone(deps: AuthDeps, userId: string, given: string): Promise<PhoneView> {
  if (!deps.config.SMS_ENABLED) throw smsUnavailable();
  const normalised = normalisePhone(given);
  if ('problem' in normalised) {
    throw new AppError('INVALID_ARGUMENT', normalised.problem, {
      reason: normalised.problem,
      field: 'phone',
    });
  }
  const { phone } = normalised;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (phone === user.phone && user.isPhoneVerified) return phoneView(deps, user);
  const now = deps.now();
  const saved = await deps.db.$transaction(async (tx) => {
    // One request per number at a time, so two parallel ones cannot both pass its limit.
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))) AS locked`;
    const sent = await countPhoneCodesSince(tx, { userId, phone, since: new Date(now.getTime() - DAY_MS) });
    if (
      sent.toPhone >= PHONE_CODE_RULES.perPhonePerDay ||
      sent.toAccount >= PHONE_CODE_RULES.perAccountPerDay
    ) {
      throw new AppError('RESOURCE_EXHAUSTED', 'too many codes today', { reason: 'PHONE_CODE_LIMIT' });
    }
    const updated = await updateUser(tx, userId, { phone, phoneVerifiedAt: null });
    const request = await insertPhoneCode(tx, {
      userId,
      phone,
      expiresAt: new Date(now.getTime() + PHONE_CODE_RULES.ttlMinutes * 60_000),
      createdAt: now,
    });
    await writeEvent(tx, 'auth.phone_verification.requested', { userId, requestId: request.id });
    return updated;
  });
  deps.eventsWritten();
  return phoneView(deps, saved);
}
