import type { DeadLetterRetried, DeadLetters, DeadLetterService } from '@app/proto/api/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DeadLetters } from '@app/proto/api/admin';
/** An event a service gave up on after its last attempt (docs/admin-api.md, GET /api/admin/dead-letters). */
export type DeadLetter = DeadLetters['deadLetters'][number];

const deadLettersKey = ['admin', 'dead-letters'] as const;

/** Read with the system status: asked again when the tab opens and on "refresh". */
export function useDeadLetters() {
  return useQuery({
    queryKey: deadLettersKey,
    queryFn: () => api.get<DeadLetters>('/api/admin/dead-letters'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * Hands one event back to the consumer that set it aside (its cause fixed); the list is asked for again
 * after, also after a refusal (the row then carries the new error).
 */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, id }: { service: DeadLetterService; id: string }) =>
      api.post<DeadLetterRetried>(
        `/api/admin/dead-letters/${encodeURIComponent(service)}/${encodeURIComponent(id)}/retry`,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: deadLettersKey });
    },
  });
}
