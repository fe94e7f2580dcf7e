import type { SmsCodeBudget } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { SmsCodeBudget } from '@app/proto/api/admin';

/** Read with the system status (docs/admin-api.md, GET /api/admin/sms-budget): asked again on "refresh". */
export function useSmsBudget() {
  return useQuery({
    queryKey: ['admin', 'sms-budget'],
    queryFn: () => api.get<SmsCodeBudget>('/api/admin/sms-budget'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
