import type { ReactNode } from 'react';

/** A single card centred on the page: for short, one-task screens (verify, reset a password). */
export function NarrowLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-md flex-1 content-start gap-6 px-4 py-10 sm:py-16">
      {children}
    </div>
  );
}
