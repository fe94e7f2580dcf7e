import type { Confirmation } from '@app/proto/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../api/get-user';

export type VerifyEmailResult = Confirmation;

export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return api.post<VerifyEmailResult>('/api/verify-email', { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A user signed in on this browser should stop seeing the "verify your e-mail" warning; the page
    // moves on without waiting for that refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
