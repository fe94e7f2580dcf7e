import type { AccountArchiveState, ArchiveRequest } from '@app/proto/api/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AccountArchiveState, ArchiveRequest };

export const accountArchiveQueryKey = ['account', 'archive'] as const;

/** The archive built in the background, if the sender has one (docs/account-api.md, "Your archive"). */
export function useAccountArchive() {
  return useQuery(
    queryOptions({
      queryKey: accountArchiveQueryKey,
      queryFn: ({ signal }) => api.get<AccountArchiveState>('/api/account/archive', { signal }),
    }),
  );
}

/** Asks for the archive: downloaded at once when small, else built in the background and shown here. */
export function useRequestArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ArchiveRequest>('/api/account/archive', {}),
    onSuccess: (answer) => {
      if (answer.mode === 'background')
        queryClient.setQueryData<AccountArchiveState>(accountArchiveQueryKey, { archive: answer.archive });
    },
  });
}
