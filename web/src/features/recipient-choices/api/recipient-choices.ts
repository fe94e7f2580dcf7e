import type { RecipientChoices } from '@app/proto/api/recipient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { RecipientChoices };

const choicesKey = (token: string) => ['recipient-choices', token] as const;

/** What the link's address refuses today; read with a POST so the token stays out of URLs and logs. */
export function useRecipientChoices(token: string | null) {
  return useQuery({
    queryKey: choicesKey(token ?? ''),
    queryFn: () => api.post<RecipientChoices>('/api/recipient-choices/read', { token }),
    enabled: token !== null,
    retry: false,
  });
}

export type ChoiceChange = { refuseSender?: boolean; refuseAnonymous?: boolean };

export function useChangeRecipientChoices(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChoiceChange) =>
      api.post<RecipientChoices>('/api/recipient-choices', { token, ...change }),
    onSuccess: (saved) => queryClient.setQueryData(choicesKey(token), saved),
  });
}
