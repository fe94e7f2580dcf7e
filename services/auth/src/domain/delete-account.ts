import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { recordAccountClosure } from '../db/account-closure-repository.ts';
import type { Prisma } from '../db/generated/client.ts';
import { deleteUser, findPasswordHash, findUserById } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { verifyPassword } from './passwords.ts';

export type AccountDeletion = { userId: string; password: string; deliverMessageIds: string[] };

/**
 * The sender closes their account. The password proves it is them and not someone at an unlocked screen. The
 * user row goes with its sessions, tokens and codes in the same transaction as auth.user.deleted, so sign-in
 * fails from this instant and every other service is told to erase (docs/account-api.md, "Deleting the
 * account"). Which messages may still go out is the message service's to decide; auth records the choice, which
 * the erasing services read back from here rather than from the event.
 */
export async function deleteAccount(deps: AuthDeps, deletion: AccountDeletion): Promise<void> {
  if (!deletion.password) {
    throw new AppError('INVALID_ARGUMENT', 'missing password', {
      reason: 'PASSWORD_REQUIRED',
      field: 'password',
    });
  }
  const passwordHash = await findPasswordHash(deps.db, deletion.userId);
  if (passwordHash === null) {
    throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  }
  if (!(await verifyPassword(passwordHash, deletion.password))) {
    throw new AppError('INVALID_ARGUMENT', 'wrong password', { reason: 'PASSWORD_WRONG', field: 'password' });
  }
  const deliverMessageIds = [...new Set(deletion.deliverMessageIds)];
  const deleted = await deps.db.$transaction((tx) => closeAccount(tx, deletion.userId, deliverMessageIds));
  // Two closing tabs: the second finds the account already gone, as a signed-out caller would.
  if (!deleted) throw new AppError('UNAUTHENTICATED', 'no such user', { reason: 'NOT_SIGNED_IN' });
  deps.eventsWritten();
}

/**
 * Inside a transaction: the user row goes, with the closure record and auth.user.deleted. What the erasing
 * services act on is the record (GetAccountClosure): the event only tells them to ask. The address goes with it
 * only so notification can confirm the erasure; it is forgotten once that e-mail is sent. False: no such user.
 */
export async function closeAccount(
  tx: Prisma.TransactionClient,
  userId: string,
  deliverMessageIds: string[],
): Promise<boolean> {
  const user = await findUserById(tx, userId);
  if (!user || !(await deleteUser(tx, userId))) return false;
  await recordAccountClosure(tx, {
    userId,
    deliverMessageIds,
    farewell: { email: user.email, name: user.fullName || user.username, language: user.language },
  });
  await writeEvent(tx, 'auth.user.deleted', { userId, deliverMessageIds });
  return true;
}
