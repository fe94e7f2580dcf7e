import { AppError } from '@app/platform/errors';
import { findUserById } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { phoneView, type PhoneView } from './phone-view.ts';

/** The sender's phone as their account page shows it. */
export async function getPhone(deps: AuthDeps, userId: string): Promise<PhoneView> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  return phoneView(deps, user);
}
