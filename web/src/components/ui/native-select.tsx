import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The browser's own select, styled as our inputs: native keeps phones' pickers and screen readers right. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:h-10 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
