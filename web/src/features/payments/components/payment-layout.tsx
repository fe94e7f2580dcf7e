import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The payment pages' frame: one calm column, wide enough for a summary at 1280 px, edge to edge at 390. */
export function PaymentLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-8 sm:px-6 sm:py-12',
        className,
      )}
    >
      {children}
    </div>
  );
}
