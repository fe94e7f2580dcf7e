import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';
import { userQueryKey, type User } from '../../../api/get-user';

// The spec's limits: username and full name at least 3 characters, password at least 6.
export const registerInputSchema = z.object({
  username: z.string().trim().min(3, validationError('validation.usernameMin')),
  email: z.email(validationError('validation.emailInvalid')),
  password: z.string().min(6, validationError('validation.passwordMin')),
  fullName: z.string().trim().min(3, validationError('validation.fullNameMin')),
});

export type RegisterInput = z.infer<typeof registerInputSchema>;

export function register(input: RegisterInput): Promise<User> {
  return api.post<User>('/api/register', input);
}

/** Creates the account; the server signs the new user in, so the returned user becomes the current one. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
