import type { ComponentProps } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';

// 16 px text on phones so iOS does not zoom into the field on focus.
export function Input({ className, type = 'text', readOnly, ...props }: ComponentProps<'input'>) {
  // On a prerendered page, words typed before the app runs would stay on screen but not in the form's state.
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      readOnly={readOnly || !hydrated}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive sm:h-10 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
