import type { TestEmailSent } from '@app/proto/api/admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TestEmail = { to: string; subject: string; message: string };
export type { TestEmailSent } from '@app/proto/api/admin';

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: TestEmail) => api.post<TestEmailSent>('/api/send-test-email', input),
  });
}
