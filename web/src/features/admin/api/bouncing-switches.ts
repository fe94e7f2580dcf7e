import type { BouncingSwitches } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A switch whose check-ins come back undelivered (docs/admin-api.md, GET /api/admin/bouncing-switches). */
export type BouncingSwitch = BouncingSwitches['switches'][number];

/** Read with the system status: asked again when the tab opens and on "refresh". */
export function useBouncingSwitches() {
  return useQuery({
    queryKey: ['admin', 'bouncing-switches'],
    queryFn: () => api.get<BouncingSwitches>('/api/admin/bouncing-switches'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
