import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { userQueryKey } from '../api/get-user';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/react-query';

/**
 * Everything every screen relies on: server state and toasts. `visitor` says the page was served to someone
 * with no session (the bff serves its prerendered pages only then), so the user is known to be nobody from the
 * first render, as it was when the page was rendered at build time. `queryClient` is the browser's, which the
 * first requests went into before the first render (app/first-requests.ts); a new one otherwise.
 */
export function AppProvider({
  children,
  visitor = false,
  queryClient: given,
}: {
  children: ReactNode;
  visitor?: boolean;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (visitor) client.setQueryData(userQueryKey, null);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>{children}</Toaster>
    </QueryClientProvider>
  );
}
