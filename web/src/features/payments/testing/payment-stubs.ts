import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/test-utils';

export const gatewaysAnswer = (over: Record<string, unknown> = {}) =>
  jsonResponse({
    gateways: [{ id: 'paypal', name: 'PayPal' }],
    mode: 'simulated',
    clientId: null,
    currency: 'EUR',
    prices: { email: 90, physical: 999, physical_scheduled: 999, postal: 999 },
    ...over,
  });

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The URLs fetch was called with for a path (the stubs match the path only; the query is checked here). */
export function urlsFor(mock: ReturnType<typeof vi.fn>, path: string): string[] {
  return mock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => new URL(url, 'http://localhost').pathname === path);
}

/** A message from our own origin (or another one), as the other window would post it. */
export function postFromWindow(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** The window `window.open` hands back, enough for the panel to drive. */
export function fakePopup() {
  return {
    location: { href: '' },
    closed: false,
    close: vi.fn(),
    postMessage: vi.fn(),
  };
}
