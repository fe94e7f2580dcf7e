import type { Confirmation } from '@app/proto/api/account';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';

export const forgotPasswordInputSchema = z.object({
  email: z.email(validationError('validation.emailInvalid')),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export function requestPasswordReset(input: ForgotPasswordInput): Promise<Confirmation> {
  return api.post('/api/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
