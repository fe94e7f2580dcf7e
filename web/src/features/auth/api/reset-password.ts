import type { Confirmation } from '@app/proto/api/account';
import { ACCOUNT_LIMITS } from '@app/proto/rules/account';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(ACCOUNT_LIMITS.passwordMin, validationError('validation.passwordMin')),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    ...validationError('validation.passwordsMismatch'),
  });

export type ResetPasswordInput = { token: string; password: string };

export function resetPassword(input: ResetPasswordInput): Promise<Confirmation> {
  return api.post('/api/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
