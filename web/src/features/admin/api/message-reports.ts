import type { MessageReport } from '@app/proto/api/admin';
import type { ReportResolution } from '@app/proto/rules/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MessageReport };

const reportsKey = ['admin', 'reports'] as const;

/** The reports still to decide (docs/admin-api.md, "Reports"), asked for when the tab opens. */
export function useMessageReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: () => api.get<MessageReport[]>('/api/admin/reports'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: ReportResolution }) =>
      api.post<{ success: true }>(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, { resolution }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}

/** Suspends a reported sender: their sessions end and they cannot sign in until it is lifted. */
export function useSuspendSender() {
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<{ success: true; suspended: boolean }>(
        `/api/admin/senders/${encodeURIComponent(userId)}/suspend`,
        {
          suspended: true,
        },
      ),
  });
}
