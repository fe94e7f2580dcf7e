import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';

export const forgotPasswordInputSchema = z.object({
  email: z.email(validationError('validation.emailInvalid')),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export function requestPasswordReset(
  input: ForgotPasswordInput,
): Promise<{ success: boolean; message: string }> {
  return api.post('/api/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
