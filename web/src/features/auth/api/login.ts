import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';
import { userQueryKey, type User } from '../../../api/get-user';

export const loginInputSchema = z.object({
  email: z.email(validationError('validation.emailInvalid')),
  password: z.string().min(1, validationError('validation.passwordRequired')),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

export function login(input: LoginInput): Promise<User> {
  return api.post<User>('/api/login', input);
}

/** Logs in and makes the returned user the current one. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
