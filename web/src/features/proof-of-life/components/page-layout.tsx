import type { ReactNode } from 'react';

/** One calm column, a card wide enough to read at 1280 px and edge to edge at 390. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-xl flex-1 content-start gap-6 px-4 py-10 sm:py-16">
      {children}
    </div>
  );
}

/** Holds the card's place while the link's answer is looked up. */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid justify-items-center gap-3 motion-safe:animate-pulse">
        <div className="size-12 rounded-full bg-muted" />
        <div className="h-3 w-24 rounded bg-muted" />
        <div className="h-6 w-4/5 rounded bg-muted" />
        <div className="h-4 w-3/5 rounded bg-muted" />
        <div className="mt-4 h-12 w-full rounded-md bg-muted" />
      </div>
    </div>
  );
}
