import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../api/get-messages';

/** A sealed proof-of-life message's new trusted contact, who is invited (docs/proof-of-life-api.md). */
export function changeTrustedContact({
  messageId,
  name,
  email,
}: {
  messageId: string;
  name: string;
  email: string;
}) {
  return api.post<{ success: boolean }>(`/api/messages/${encodeURIComponent(messageId)}/trusted-contact`, {
    name,
    email,
  });
}

export function useChangeTrustedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTrustedContact,
    // Not awaited: the caller's own callbacks (close, say so) need not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
