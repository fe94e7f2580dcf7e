import type { DiscountCode } from '@app/proto/api/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A discount code as the admin routes answer it (docs/admin-api.md). */
export type { DiscountCode } from '@app/proto/api/admin';

export type NewDiscountCode = { code: string; percentage: number; maxUses?: number; validUntil?: string };

export const discountCodesQueryKey = ['admin', 'discount-codes'] as const;

export function discountCodesQueryOptions() {
  return queryOptions({
    queryKey: discountCodesQueryKey,
    queryFn: () => api.get<DiscountCode[]>('/api/admin/discount-codes'),
  });
}

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

/** The list in the cache, changed in place: the server's answer is the truth for the one code it returns. */
function useUpdateList() {
  const queryClient = useQueryClient();
  return (change: (codes: DiscountCode[]) => DiscountCode[]) =>
    queryClient.setQueryData<DiscountCode[]>(discountCodesQueryKey, (codes) => change(codes ?? []));
}

export function useCreateDiscountCode() {
  const update = useUpdateList();
  return useMutation({
    mutationFn: (input: NewDiscountCode) => api.post<DiscountCode>('/api/admin/discount-codes', input),
    // The spec places a new code at the front of the list.
    onSuccess: (created) => update((codes) => [created, ...codes.filter((c) => c.id !== created.id)]),
  });
}

export function useSetDiscountCodeActive() {
  const update = useUpdateList();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.patch<DiscountCode>(`/api/admin/discount-codes/${encodeURIComponent(id)}`, { active }),
    onSuccess: (changed) => update((codes) => codes.map((c) => (c.id === changed.id ? changed : c))),
  });
}

export function useDeleteDiscountCode() {
  const update = useUpdateList();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: boolean }>(`/api/admin/discount-codes/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => update((codes) => codes.filter((c) => c.id !== id)),
  });
}
