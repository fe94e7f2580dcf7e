import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastItem } from './toast-list';
import { ToastContext, type ToastApi } from './use-toast';

const loadToastList = () => import('./toast-list');
// The toast's code (Radix Toast and its helpers, ~8 KB gzip) is not needed to show the first screen: it
// loads once the page is idle, or with the first toast if that comes sooner.
const ToastList = lazy(async () => ({ default: (await loadToastList()).ToastList }));

/** Holds the toast on screen and gives `useToast()` to everything inside it. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [idle, setIdle] = useState(false);
  const nextId = useRef(0);

  useEffect(() => {
    // The region (and its F8 hotkey) is there soon after load, before any toast is asked for.
    const timer = window.setTimeout(() => void loadToastList().then(() => setIdle(true)), 1_000);
    return () => window.clearTimeout(timer);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: (input) => {
        nextId.current += 1;
        const id = nextId.current;
        // One toast at a time: a new one replaces whatever is showing.
        setToasts([{ ...input, id, open: true }]);
        return id;
      },
      dismiss: (id) => {
        // Closing keeps the item until it is replaced, so Radix can play the exit animation.
        setToasts((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
      },
    }),
    [],
  );

  return (
    <ToastContext value={api}>
      {children}
      {idle || toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onDismiss={api.dismiss} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
