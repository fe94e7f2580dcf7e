import { findUserNames } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';

/** The most users one call names: the admin's lists are at most this long. */
export const NAME_USERS_MAX = 200;

/** Who these users are, for the admin panel's lists: name and address of those that still exist. */
export async function nameUsers(deps: Pick<AuthDeps, 'db'>, userIds: string[]) {
  const ids = [...new Set(userIds)].slice(0, NAME_USERS_MAX);
  if (ids.length === 0) return [];
  return findUserNames(deps.db, ids);
}
