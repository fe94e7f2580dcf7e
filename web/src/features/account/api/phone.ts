import type { PhoneSetting } from '@app/proto/api/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { PhoneSetting };

export const phoneQueryKey = ['account', 'phone'] as const;

/** The sender's phone for the last chance by SMS, whether it is confirmed, and whether SMS are sent at all. */
export function phoneQueryOptions() {
  return queryOptions({
    queryKey: phoneQueryKey,
    queryFn: ({ signal }) => api.get<PhoneSetting>('/api/account/phone', { signal }),
  });
}

export function usePhone() {
  return useQuery(phoneQueryOptions());
}

/** Saves a number (unconfirmed) and has a code sent to it by SMS; the same number again sends a new code. */
export function useSetPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => api.post<PhoneSetting>('/api/account/phone', { phone }),
    onSuccess: (saved) => queryClient.setQueryData(phoneQueryKey, saved),
  });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<PhoneSetting>('/api/account/phone/verify', { code }),
    onSuccess: (saved) => queryClient.setQueryData(phoneQueryKey, saved),
  });
}

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<PhoneSetting>('/api/account/phone'),
    onSuccess: (saved) => queryClient.setQueryData(phoneQueryKey, saved),
  });
}
