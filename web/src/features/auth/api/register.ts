import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '@app/proto/rules/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { validationError } from '../../../lib/validation';
import { userQueryKey, type User } from '../../../api/get-user';

// The spec's minimums, said before a round trip; the auth service checks every limit again.
export const registerInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(ACCOUNT_LIMITS.usernameMin, validationError('validation.usernameMin'))
    .max(ACCOUNT_LIMITS.usernameMax, validationError('validation.usernameMax'))
    .regex(USERNAME_PATTERN, validationError('validation.usernameCharacters')),
  email: z.email(validationError('validation.emailInvalid')),
  password: z.string().min(ACCOUNT_LIMITS.passwordMin, validationError('validation.passwordMin')),
  fullName: z.string().trim().min(ACCOUNT_LIMITS.fullNameMin, validationError('validation.fullNameMin')),
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
