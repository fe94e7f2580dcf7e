import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';

type Tone = 'success' | 'warning' | 'error' | 'neutral';

const toneClasses: Record<Tone, string> = {
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning-strong',
  error: 'bg-destructive-soft text-destructive-strong',
  neutral: 'bg-primary-soft text-primary',
};

type StatusHeadingProps = { icon: LucideIcon; tone: Tone; title: string; text?: string | undefined };

/**
 * A state's icon, title and sentence. The title takes the focus when it appears: each state replaces the
 * one before, and a screen reader must hear the news.
 */
export function StatusHeading({ icon: Icon, tone, title, text }: StatusHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <span
        aria-hidden
        className={cn('flex size-14 items-center justify-center rounded-full', toneClasses[tone])}
      >
        <Icon className="size-7" />
      </span>
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-balance outline-none">
        {title}
      </h1>
      {text ? <p className="max-w-prose text-muted-foreground">{text}</p> : null}
    </div>
  );
}
