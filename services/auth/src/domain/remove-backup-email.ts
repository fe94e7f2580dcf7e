import { AppError } from '@app/platform/errors';
import { findUserById, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';

/** The sender takes their backup address away: check-ins go to their own address only. */
export async function removeBackupEmail(deps: AuthDeps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  if (user.backupEmail === null) return user;
  return updateUser(deps.db, userId, { backupEmail: null, backupEmailVerifiedAt: null });
}
