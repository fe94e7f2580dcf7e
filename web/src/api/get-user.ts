import type { User } from '@app/proto/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../lib/api-client';

// The bff's user shape, from the contract it checks its answer against; a type only, so no schema (and no
// zod) reaches the first page's bundle.
export type { User, UserRole } from '@app/proto/api/account';

export const userQueryKey = ['user'] as const;

/** The signed-in user, or null for a visitor (401). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** How soon a user whose free deliveries could not be counted (payment briefly away) is asked for again. */
export const UNKNOWN_FREE_DELIVERIES_RETRY_MS = 5_000;

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    // The app's rule is no polling; the one exception is an answer that came back incomplete, so a passing
    // outage of the payment service does not hide the free-delivery badge until the next reload.
    refetchInterval: (query) =>
      query.state.data && query.state.data.freeDeliveries === null ? UNKNOWN_FREE_DELIVERIES_RETRY_MS : false,
  });
}

/**
 * The current user. If the user cannot be loaded (server down, network gone) the app treats the person
 * as signed out rather than breaking: the next successful login or reload sets things right.
 */
export function useUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
