import { findAlertableAdmins } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';

/** Whom an operational alert (the SMS budget) is written to: every admin who can read it. */
export function listAdmins(deps: AuthDeps): Promise<User[]> {
  return findAlertableAdmins(deps.db);
}
