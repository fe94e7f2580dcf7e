import { deleteMediaOf, mediaIdsOf } from '../db/media-repository.ts';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { MediaDeps } from './deps.ts';

/**
 * A message.deleted event → the message's attachments go, once the message service confirms the deletion:
 * a forged event must not destroy a living message's files. Null when there was no such deletion, else how
 * many attachments were removed.
 */
export async function purgeDeleted(
  deps: MediaDeps,
  message: Pick<AsyncClient<MessageServiceDefinition>, 'GetDeletion'>,
  messageId: string,
): Promise<number | null> {
  const { deletion } = await message.GetDeletion({ messageId });
  if (!deletion) return null;
  return purgeMessageMedia(deps, messageId);
}

/** Removes every attachment of a message (it was deleted); safe to repeat. */
export async function purgeMessageMedia(deps: MediaDeps, messageId: string): Promise<number> {
  const ids = await mediaIdsOf(deps.db, messageId);
  for (const id of ids) await deps.store.delete(id);
  await deleteMediaOf(deps.db, messageId);
  return ids.length;
}
