import type { Deletion__Output } from '@app/proto/gen/app/message/v1/Deletion.ts';
import type { GetDeletionRequest } from '@app/proto/gen/app/message/v1/GetDeletionRequest.ts';
import { AppError } from './errors.ts';

type DeletionClient = { GetDeletion(request: GetDeletionRequest): Promise<Deletion__Output> };

/**
 * What the message service says about a message.deleted event: its lasting record of the deletion, or null
 * when there is none (the message lives, or never existed). Anyone who can publish to NATS could write the
 * event, so a consumer acts on this answer, never on the event's word.
 */
export async function confirmedDeletion(
  message: DeletionClient,
  messageId: string,
): Promise<Deletion__Output | null> {
  try {
    return await message.GetDeletion({ messageId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
