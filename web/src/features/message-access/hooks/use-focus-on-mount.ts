import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element when it appears. Each state of the message view replaces the one
 * before, so without this the focus would fall back to the page and a screen reader would say nothing.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
