import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export const freeDeliveriesQueryKey = ['payment', 'free-deliveries'] as const;

/** How many free deliveries the signed-in person has left; 0 for a guest (401), who has none to spend. */
export async function getFreeDeliveries(): Promise<number> {
  try {
    const answer = await api.get<{ freeDeliveriesAvailable?: unknown } | null>(
      '/api/payment/free-deliveries',
    );
    const count = answer?.freeDeliveriesAvailable;
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 0;
    throw error;
  }
}

export function freeDeliveriesQueryOptions() {
  return queryOptions({ queryKey: freeDeliveriesQueryKey, queryFn: getFreeDeliveries });
}

export function useFreeDeliveries({ enabled = true } = {}) {
  return useQuery({ ...freeDeliveriesQueryOptions(), enabled });
}
