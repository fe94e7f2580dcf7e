import { confirmedDeletion } from '@app/platform/confirmed-deletion';
import type { MediaDeps } from './deps.ts';
import { purgeMessageMedia } from './read-media.ts';

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
