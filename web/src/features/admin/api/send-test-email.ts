import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TestEmail = { to: string; subject: string; message: string };
export type TestEmailSent = { message: string; details: { to: string; subject: string; sentAt: string } };

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: TestEmail) => api.post<TestEmailSent>('/api/send-test-email', input),
  });
}
