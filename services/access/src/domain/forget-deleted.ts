import { forgetMessage } from '../db/access-state-repository.ts';
import { deleteReportsOf } from '../db/report-repository.ts';
import type { AccessDeps } from './deps.ts';

/**
 * A message.deleted event → its attempts, grants, reaction and reports go, once the message service confirms the
 * deletion: a forged event must not wipe a locked message's attempts and open its answer to guessing.
 * False when there was no such deletion.
 */
export async function forgetDeleted(deps: Pick<AccessDeps, 'db' | 'message'>, messageId: string) {
  const { deletion } = await deps.message.GetDeletion({ messageId });
  if (!deletion) return false;
  await deps.db.$transaction(async (tx) => {
    await forgetMessage(tx, messageId);
    await deleteReportsOf(tx, messageId);
  });
  return true;
}
