import type { SystemStatus } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { SystemStatus } from '@app/proto/api/admin';
export type StatusComponent = SystemStatus['components'][number];
export type ComponentState = StatusComponent['status'];

/** Checked live on the server each time; the panel asks again when the tab opens and on "refresh". */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin', 'status'],
    queryFn: () => api.get<SystemStatus>('/api/admin/status'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
