import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// The spec's data-fetch defaults: data is fetched once and kept until a mutation replaces it.
export const queryConfig = {
  queries: {
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
