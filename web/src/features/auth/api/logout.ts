import type { Confirmation } from '@app/proto/api/account';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserStorage } from '../../../lib/user-storage';
import { userQueryKey } from '../../../api/get-user';

export function logout(): Promise<Confirmation> {
  return api.post('/api/logout');
}

/**
 * Forgets the signed-out user: every cached answer that belonged to them, and what this browser kept on
 * their behalf (a message draft), so nothing private stays on a shared computer.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearUserStorage();
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
