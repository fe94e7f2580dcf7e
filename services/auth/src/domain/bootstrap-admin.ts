import { updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';

/** Admins come from configuration (ADMIN_EMAILS), and only once they have proved they own the address. */
export async function promoteBootstrapAdmin(deps: AuthDeps, user: User): Promise<User> {
  if (user.role === 'admin' || !user.isEmailVerified || !deps.config.ADMIN_EMAILS.includes(user.email))
    return user;
  return updateUser(deps.db, user.id, { role: 'admin' });
}
