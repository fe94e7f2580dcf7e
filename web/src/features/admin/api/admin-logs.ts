import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LogSource = 'payment' | 'email';
export type LogEntry = {
  at: string;
  source: LogSource;
  kind: string;
  status: string;
  /** The payment order's id, or the e-mail's Message-ID. */
  reference: string;
  messageId: string | null;
  amountCents: number | null;
  detail: string;
};
export type AdminLogs = { entries: LogEntry[]; unavailable: LogSource[] };
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
