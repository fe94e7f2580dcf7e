import type { MailAuthentication } from '@app/proto/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MailAuthentication };

/** Whether mail is DKIM-signed, and the DNS records its domain needs (docs/admin-api.md). */
export function useMailAuthentication() {
  return useQuery({
    queryKey: ['admin', 'mail-authentication'],
    queryFn: () => api.get<MailAuthentication>('/api/admin/mail-authentication'),
  });
}
