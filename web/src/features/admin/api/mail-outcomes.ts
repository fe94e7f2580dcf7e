import type { MailOutcomes } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MailOutcomes } from '@app/proto/api/admin';

/** The last week's mail outcomes (docs/admin-api.md, GET /api/admin/mail-outcomes), asked when the tab opens. */
export function useMailOutcomes() {
  return useQuery({
    queryKey: ['admin', 'mail-outcomes'],
    queryFn: () => api.get<MailOutcomes>('/api/admin/mail-outcomes'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
