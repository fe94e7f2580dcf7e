import type { Confirmation } from '@app/proto/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendVerificationResult = Confirmation;

export function resendVerification(): Promise<ResendVerificationResult> {
  return api.post<ResendVerificationResult>('/api/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
