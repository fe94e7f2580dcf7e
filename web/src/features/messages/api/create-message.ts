import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { toCreateMessageInput } from '../utils/message-draft';

export type CreateMessageInput = ReturnType<typeof toCreateMessageInput>;
export type CreatedMessage = { id: string; accessCode: string; requiresPayment: boolean };

/** Creates the message with its questions; it is not sent until it is sealed. */
export function createMessage(input: CreateMessageInput): Promise<CreatedMessage> {
  return api.post<CreatedMessage>('/api/messages', input);
}

export function useCreateMessage() {
  return useMutation({ mutationFn: createMessage });
}
