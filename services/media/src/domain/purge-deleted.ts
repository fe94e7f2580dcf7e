import { confirmedDeletion } from '@app/platform/confirmed-deletion';
import type { MediaDeps } from './deps.ts';

/**
 * A message.deleted event → the message's attachments go, once the message service confirms the deletion:
 * a forged event must not destroy a living message's files. Null when there was no such deletion, else how
 * many attachments were removed.
 */
export async function purgeDeleted(
  deps: MediaDeps,
  message: Parameters<typeof confirmedDeletion>[0],
  messageId: string,
): Promise<number | null> {
  if (!(await confirmedDeletion(message, messageId))) return null;
  return purgeMessageMedia(deps, messageId);
}

/** Removes every attachment of a message (it was deleted); safe to repeat. */
export async function purgeMessageMedia(deps: MediaDeps, messageId: string): Promise<number> {
  const rows = await deps.db.media.findMany({ where: { messageId }, select: { id: true } });
  for (const { id } of rows) await deps.store.delete(id);
  await deps.db.media.deleteMany({ where: { messageId } });
  return rows.length;
}
