import type { DeliveryBacklog } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DeliveryBacklog } from '@app/proto/api/admin';

/** Read with the system status (docs/admin-api.md, GET /api/admin/delivery-backlog): asked again on "refresh". */
export function useDeliveryBacklog() {
  return useQuery({
    queryKey: ['admin', 'delivery-backlog'],
    queryFn: () => api.get<DeliveryBacklog>('/api/admin/delivery-backlog'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
