import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey, type MessageSummary } from '../../../api/get-messages';

/** Deletes the message, its questions and attachments, and cancels its delivery. */
export function deleteMessage(messageId: string): Promise<{ success: boolean }> {
  return api.delete(`/api/messages/${encodeURIComponent(messageId)}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_, messageId) =>
      queryClient.setQueryData<MessageSummary[]>(messagesQueryKey, (messages) =>
        messages?.filter((message) => message.id !== messageId),
      ),
  });
}
