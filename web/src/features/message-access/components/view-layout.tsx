import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The column a state of the message view sits in: narrow for questions, wider for the letter, whose
 * sheet then keeps a comfortable line (about 65 characters of the serif).
 */
export function ViewLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        'mx-auto grid w-full flex-1 content-start gap-6 px-4 py-8 sm:px-6 sm:py-14',
        wide ? 'max-w-2xl' : 'max-w-xl',
      )}
    >
      {children}
    </div>
  );
}
