import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/react-query';

/**
 * Renders routes at `path` with the app's providers and a fresh cache, or `queryClient` when the test filled one
 * first (as main.tsx's first requests do); returns the router to inspect.
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces `fetch` with answers keyed by "METHOD /path"; an unexpected call fails the test loudly.
 * Returns the mock so tests can count and inspect calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected fetch: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
