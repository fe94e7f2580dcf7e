import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { normalisePhone, PHONE_CODE_RULES, smsBudgetState } from '@app/proto/rules/phone';
import { countPhoneCodesSince, insertPhoneCode } from '../db/phone-code-repository.ts';
import { claimSmsBudgetWarning } from '../db/sms-budget-warning-repository.ts';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { phoneView, smsUnavailable, type PhoneView } from './phone-view.ts';
import { smsNumberProblem } from './sms-number.ts';

/** The window the per-number, per-account and product-wide code limits count in. */
export const PHONE_CODE_WINDOW_MS = 86_400_000;

/**
 * The sender's phone for the last chance by SMS: saved unverified, and a code sent to it. Naming the saved
 * number again sends a new code. Against SMS pumping: only an account with a confirmed address may ask, only
 * for a mobile number of a region we serve (libphonenumber's metadata), and codes are capped per number (whoever
 * asks), per account and for the whole product each day (SMS_CODE_DAILY_BUDGET; the last-chance SMS are not
 * codes and never count against it), the admins e-mailed once a day as the count nears it and reaches it. A
 * verified number named again changes nothing.
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
  const problem = smsNumberProblem(phone);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, { reason: problem, field: 'phone' });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (!user.isEmailVerified) {
    throw new AppError('FAILED_PRECONDITION', 'address not confirmed', { reason: 'PHONE_VERIFIED_ONLY' });
  }
  if (phone === user.phone && user.isPhoneVerified) return phoneView(deps, user);
  const now = deps.now();
  const saved = await deps.db.$transaction(async (tx) => {
    // One request per number at a time, so two parallel ones cannot both pass its limit.
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))) AS locked`;
    // And one at a time product-wide, so racing requests cannot both take the budget's last code.
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext('phone-codes'))) AS locked`;
    const sent = await countPhoneCodesSince(tx, {
      userId,
      phone,
      since: new Date(now.getTime() - PHONE_CODE_WINDOW_MS),
    });
    if (sent.total >= deps.config.SMS_CODE_DAILY_BUDGET) {
      throw new AppError('RESOURCE_EXHAUSTED', 'product-wide codes spent today', {
        reason: 'PHONE_CODE_BUDGET_SPENT',
      });
    }
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
    // This code brings the day's count near the budget, or to it: the admins hear of it once a day.
    const spent = sent.total + 1;
    const budget = deps.config.SMS_CODE_DAILY_BUDGET;
    const state = smsBudgetState(spent, budget);
    if (state !== 'ok' && (await claimSmsBudgetWarning(tx, state, now)))
      await writeEvent(tx, 'auth.sms_budget.warned', { state, spent, budget });
    return updated;
  });
  deps.eventsWritten();
  return phoneView(deps, saved);
}
