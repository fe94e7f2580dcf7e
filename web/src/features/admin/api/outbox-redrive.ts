import type { OutboxRedriven } from '@app/proto/api/admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { OutboxRedriven } from '@app/proto/api/admin';

/**
 * Every service publishes again every event it published since `since` (docs/admin-api.md, POST
 * /api/admin/outbox-redrive): after JetStream's store was lost. Consumers drop what they handled.
 */
export function useOutboxRedrive() {
  return useMutation({
    mutationFn: (since: string) => api.post<OutboxRedriven>('/api/admin/outbox-redrive', { since }),
  });
}
