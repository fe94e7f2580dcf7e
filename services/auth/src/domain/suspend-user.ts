import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { deleteSessionsOfUser } from '../db/session-repository.ts';
import { findUserById, suspendIfActive, updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';

/**
 * An admin suspends a reported sender (or lifts it): from this commit they cannot sign in, and every session of
 * theirs is gone. An admin account cannot be suspended this way: the panel must never lock out its own keepers.
 * A sender newly suspended is told by e-mail (auth.user.suspended); suspending again tells nobody twice.
 */
export async function setSuspended(deps: AuthDeps, userId: string, suspended: boolean): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'no such user', { reason: 'USER_NOT_FOUND' });
  if (user.role === 'admin') {
    throw new AppError('FAILED_PRECONDITION', 'an admin', { reason: 'ADMIN_NOT_SUSPENDABLE' });
  }
  const told = await deps.db.$transaction(async (tx) => {
    if (!suspended) {
      await updateUser(tx, userId, { suspendedAt: null });
      return false;
    }
    // Only the suspension that changed the row tells the sender: two admins at once send one e-mail.
    const newly = await suspendIfActive(tx, userId, deps.now());
    await deleteSessionsOfUser(tx, userId);
    if (newly) await writeEvent(tx, 'auth.user.suspended', { userId });
    return newly;
  });
  if (told) deps.eventsWritten();
}
