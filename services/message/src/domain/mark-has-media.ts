import { findOwnedMessage, setHasMedia } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { alreadySealed, notFound } from './errors.ts';

// A message's attachments join it only while it is open: the owner's mark here, the media service's
// AcceptAttachment (accept-attachment.ts) once an upload is whole.

/** PATCH hasMedia: only while the message can still change. */
export async function markHasMedia(deps: MessageDeps, owner: Owner, messageId: string): Promise<void> {
  const message = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (!message) throw notFound();
  if (message.sealedAt) throw alreadySealed();
  await setHasMedia(deps.db, messageId);
}
