import { timingSafeEqual } from 'node:crypto';
import { decodeSecret } from '@app/platform/config';
import { AppError } from '@app/platform/errors';
import { PHONE_CODE_RULES } from '@app/proto/rules/phone';
import { countFailedAttempt, lockLivePhoneCode, spendPhoneCodesOf } from '../db/phone-code-repository.ts';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { phoneView, type PhoneView } from './phone-view.ts';
import { derivePhoneCode } from './secrets.ts';

const invalidCode = () =>
  new AppError('INVALID_ARGUMENT', 'wrong or spent code', { reason: 'PHONE_CODE_INVALID', field: 'code' });

/**
 * Confirms the sender's saved phone with the newest code sent to it. Each code takes a few tries (a wrong one
 * counts, under the code's row lock); an expired, spent or exhausted one, or one for a number since replaced,
 * confirms nothing.
 */
export async function verifyPhone(deps: AuthDeps, userId: string, given: string): Promise<PhoneView> {
  const code = given.trim();
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (!user.phone) throw invalidCode();
  if (user.isPhoneVerified) return phoneView(deps, user);
  const phone = user.phone;
  const now = deps.now();
  const outcome = await deps.db.$transaction(async (tx) => {
    const live = await lockLivePhoneCode(tx, userId, phone, now);
    if (!live || live.attempts >= PHONE_CODE_RULES.maxAttempts) return null;
    const expected = derivePhoneCode(
      decodeSecret(deps.config.EMAIL_TOKEN_SECRET),
      live.id,
      PHONE_CODE_RULES.digits,
    );
    const matches =
      code.length === expected.length && timingSafeEqual(Buffer.from(code), Buffer.from(expected));
    if (!matches) {
      await countFailedAttempt(tx, live.id);
      return null;
    }
    await spendPhoneCodesOf(tx, userId, now);
    return updateUser(tx, userId, { phoneVerifiedAt: now });
  });
  if (!outcome) throw invalidCode();
  return phoneView(deps, outcome);
}
