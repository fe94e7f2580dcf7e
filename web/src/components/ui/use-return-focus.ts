import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * Gives the focus back to whatever had it when a dialog opened. Radix returns it to the dialog's Trigger,
 * but a dialog opened from state (the camera, a template over written text, a pause) has none, and the
 * focus would fall to the start of the page, losing a keyboard user's place.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Called before the focus moves into the dialog: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      // Radix focuses its Trigger right after this handler; only where there was none is the focus lost.
      queueMicrotask(() => {
        const element = opener.current;
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && element?.isConnected) element.focus();
      });
    },
  };
}
