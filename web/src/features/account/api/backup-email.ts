import type { BackupEmail, Confirmation } from '@app/proto/api/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { BackupEmail };

export const backupEmailQueryKey = ['account', 'backup-email'] as const;

/** The sender's backup address for proof of life, and whether it is confirmed (docs/account-api.md). */
export function backupEmailQueryOptions() {
  return queryOptions({
    queryKey: backupEmailQueryKey,
    queryFn: ({ signal }) => api.get<BackupEmail>('/api/account/backup-email', { signal }),
  });
}

export function useBackupEmail() {
  return useQuery(backupEmailQueryOptions());
}

/** Saves an address (unconfirmed) and has a link e-mailed to it; the same address again sends a new link. */
export function useSetBackupEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<BackupEmail>('/api/account/backup-email', { email }),
    onSuccess: (saved) => queryClient.setQueryData(backupEmailQueryKey, saved),
  });
}

export function useRemoveBackupEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<BackupEmail>('/api/account/backup-email'),
    onSuccess: (saved) => queryClient.setQueryData(backupEmailQueryKey, saved),
  });
}

/** The e-mail link's page: confirms with the token (no session needed). */
export function useVerifyBackupEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<Confirmation>('/api/account/backup-email/verify', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupEmailQueryKey }),
  });
}
