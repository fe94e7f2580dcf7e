import type { Confirmation } from '@app/proto/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AccountDeletion = { password: string; deliverMessageIds: string[] };

/** Closes the account (docs/account-api.md, "Deleting the account"); the session ends with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (deletion: AccountDeletion) => api.post<Confirmation>('/api/account/delete', deletion),
  });
}
