import { AppError } from '@app/platform/errors';
import { readUserById } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';

/** A user by id, for services that write to them (notification); NOT_FOUND once the account is gone. */
export async function getUser(deps: AuthDeps, userId: string): Promise<User> {
  const user = await readUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'no such user', { reason: 'USER_NOT_FOUND' });
  return user;
}
