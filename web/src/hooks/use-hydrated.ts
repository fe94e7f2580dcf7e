import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the HTML rendered at build time (on the server, and while the browser hydrates it),
 * true once the app runs it; a page rendered in the browser is true from its first render. A control that
 * looked usable before then would lose what was done to it: a tap, or words typed into a field whose state
 * the app does not yet hold.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
