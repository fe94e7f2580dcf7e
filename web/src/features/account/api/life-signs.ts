import type { LifeSignPreference } from '@app/proto/api/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { LifeSignPreference };

export const lifeSignsQueryKey = ['account', 'life-signs'] as const;

/** Whether the sender's sign-ins and sealed messages answer their waiting check-ins (docs/account-api.md). */
export function lifeSignsQueryOptions() {
  return queryOptions({
    queryKey: lifeSignsQueryKey,
    queryFn: ({ signal }) => api.get<LifeSignPreference>('/api/account/life-signs', { signal }),
  });
}

export function useLifeSigns() {
  return useQuery(lifeSignsQueryOptions());
}

/** The sender's choice, for every message of theirs with proof of life, now and to come. */
export function useSetLifeSigns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityCounts: boolean) =>
      api.post<LifeSignPreference>('/api/account/life-signs', { activityCounts }),
    onSuccess: (saved) => queryClient.setQueryData(lifeSignsQueryKey, saved),
  });
}
