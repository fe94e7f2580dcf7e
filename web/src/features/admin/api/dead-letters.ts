import type { DeadLetters } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DeadLetters } from '@app/proto/api/admin';
/** An event a service gave up on after its last attempt (docs/admin-api.md, GET /api/admin/dead-letters). */
export type DeadLetter = DeadLetters['deadLetters'][number];

/** Read with the system status: asked again when the tab opens and on "refresh". */
export function useDeadLetters() {
  return useQuery({
    queryKey: ['admin', 'dead-letters'],
    queryFn: () => api.get<DeadLetters>('/api/admin/dead-letters'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
