import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Sends the sender a check-in e-mail now, the same as the monthly ones, so they can try its page. Changes
 * nothing by itself. The call has no body; the client sends `{}`, which the server accepts.
 */
export function sendTestCheckIn(messageId: string): Promise<unknown> {
  return api.post<unknown>(`/api/messages/${encodeURIComponent(messageId)}/test-check-in`);
}

export function useSendTestCheckIn() {
  return useMutation({ mutationFn: sendTestCheckIn });
}
