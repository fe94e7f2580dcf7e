import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { ToastContext, type ToastApi, type ToastInput } from './use-toast';

type ToastItem = ToastInput & { id: number; open: boolean };

// The spec's toast timings: 5 s on screen, swipe right past 50 px to dismiss, F8 jumps to the region.
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = ['F8'];

/** Holds the toast on screen and gives `useToast()` to everything inside it. */
export function Toaster({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

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
      <ToastProvider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label={t('toast.label')}
      >
        {toasts.map(({ id, open, title, description, variant = 'default' }) => (
          <Toast
            key={id}
            open={open}
            onOpenChange={(isOpen) => {
              if (!isOpen) api.dismiss(id);
            }}
            variant={variant}
            // Errors interrupt the screen reader; confirmations wait their turn.
            type={variant === 'destructive' ? 'foreground' : 'background'}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose label={t('toast.close')} />
          </Toast>
        ))}
        <ToastViewport hotkey={HOTKEY} label={t('toast.viewport')} />
      </ToastProvider>
    </ToastContext>
  );
}
