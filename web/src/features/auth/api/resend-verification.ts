import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendVerificationResult = { success: boolean; message: string };

export function resendVerification(): Promise<ResendVerificationResult> {
  return api.post<ResendVerificationResult>('/api/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
