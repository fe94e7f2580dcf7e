import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProvider } from './provider';

/**
 * The whole app around its router: one tree for the browser (main.tsx) and for the pages rendered at build
 * time (prerender/render-page.tsx), which must match it element for element to be hydrated.
 */
export function appTree(
  router: ReactNode,
  { visitor, queryClient }: { visitor: boolean; queryClient?: QueryClient },
) {
  return (
    <StrictMode>
      <AppProvider visitor={visitor} queryClient={queryClient}>
        {router}
      </AppProvider>
    </StrictMode>
  );
}
