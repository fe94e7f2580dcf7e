import type { AdminLogs } from '@app/proto/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AdminLogs } from '@app/proto/api/admin';
export type LogEntry = AdminLogs['entries'][number];
export type LogSource = LogEntry['source'];
export type LogFilters = { source: LogSource | ''; kind: string };

export const LOG_LIMIT = 100;

export function useAdminLogs(filters: LogFilters) {
  return useQuery({
    queryKey: ['admin', 'logs', filters],
    queryFn: () => {
      const query = new URLSearchParams({ limit: String(LOG_LIMIT) });
      if (filters.source) query.set('source', filters.source);
      if (filters.kind) query.set('kind', filters.kind);
      return api.get<AdminLogs>(`/api/admin/logs?${query.toString()}`);
    },
    staleTime: 0,
    refetchOnMount: 'always',
    // Changing a filter keeps the old lines on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
