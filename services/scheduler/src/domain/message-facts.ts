import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { MessageFacts__Output } from '@app/proto/gen/app/message/v1/MessageFacts.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';

export type FactsClient = Pick<AsyncClient<MessageServiceDefinition>, 'GetMessageFacts'>;

/**
 * The message service's own record of a sender's message, before an event about it changes a switch (an event
 * anyone with message's NATS identity could write): null when it is not that sender's, or no longer exists.
 */
export async function messageFactsOf(
  message: FactsClient,
  messageId: string,
  userId: string,
): Promise<MessageFacts__Output | null> {
  try {
    return await message.GetMessageFacts({ owner: { userId }, messageId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
