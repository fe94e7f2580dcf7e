import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export function logout(): Promise<{ success: boolean }> {
  return api.post('/api/logout');
}

/** Forgets the signed-out user and drops every other cached answer that belonged to them. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
