import { AppError } from '@app/platform/errors';
import { spendPhoneCodesOf } from '../db/phone-code-repository.ts';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { phoneView, type PhoneView } from './phone-view.ts';

/** The sender takes their phone away: no last chance by SMS, and no code of theirs confirms anything. */
export async function removePhone(deps: AuthDeps, userId: string): Promise<PhoneView> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (user.phone === null) return phoneView(deps, user);
  const updated = await deps.db.$transaction(async (tx) => {
    await spendPhoneCodesOf(tx, userId, deps.now());
    return updateUser(tx, userId, { phone: null, phoneVerifiedAt: null });
  });
  return phoneView(deps, updated);
}
