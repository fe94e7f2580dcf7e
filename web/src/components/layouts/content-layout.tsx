import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type ContentLayoutProps = {
  title: string;
  children?: ReactNode;
  className?: string;
};

/** A page with its heading, inside the shell's width. */
export function ContentLayout({ title, children, className }: ContentLayoutProps) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14', className)}>
      <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
      {children}
    </div>
  );
}
