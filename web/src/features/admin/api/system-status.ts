import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ComponentState = 'ok' | 'down' | 'not_configured';
export type StatusComponent = {
  name: string;
  status: ComponentState;
  latencyMs: number | null;
  checkedAt: string;
};
export type SystemStatus = { status: 'ok' | 'degraded'; checkedAt: string; components: StatusComponent[] };

/** Checked live on the server each time; the panel asks again when the tab opens and on "refresh". */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin', 'status'],
    queryFn: () => api.get<SystemStatus>('/api/admin/status'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
