import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../api/get-messages';

/** After a failed delivery: the recipient's right address; the message goes out to it again. */
export function correctRecipientEmail({
  messageId,
  recipientEmail,
}: {
  messageId: string;
  recipientEmail: string;
}) {
  return api.post<{ success: boolean }>(`/api/messages/${encodeURIComponent(messageId)}/recipient-email`, {
    recipientEmail,
  });
}

export function useCorrectRecipientEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctRecipientEmail,
    // Not awaited: the caller's own callbacks (close, say so) need not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
