import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An event a service gave up on after its last attempt (docs/admin-api.md, GET /api/admin/dead-letters). */
export type DeadLetter = {
  sequence: number;
  setAsideAt: string;
  consumer: string;
  eventType: string;
  eventId: string;
  attempts: number;
  error: string;
};
export type DeadLetters = { total: number; deadLetters: DeadLetter[] };

/** Read with the system status: asked again when the tab opens and on "refresh". */
export function useDeadLetters() {
  return useQuery({
    queryKey: ['admin', 'dead-letters'],
    queryFn: () => api.get<DeadLetters>('/api/admin/dead-letters'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
