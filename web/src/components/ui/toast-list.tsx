import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import type { ToastInput } from './use-toast';

export type ToastItem = ToastInput & { id: number; open: boolean };

// The spec's toast timings: 5 s on screen, swipe right past 50 px to dismiss, F8 jumps to the region.
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = ['F8'];

/** The notification region and the toast in it, drawn with Radix Toast. */
export function ToastList({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
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
            if (!isOpen) onDismiss(id);
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
  );
}
