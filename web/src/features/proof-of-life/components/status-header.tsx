import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';

export type Tone = 'success' | 'warning' | 'neutral' | 'error';

const toneClasses: Record<Tone, string> = {
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning-strong',
  neutral: 'bg-primary-soft text-primary',
  error: 'bg-destructive-soft text-destructive-strong',
};

type StatusHeaderProps = {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  text?: string | undefined;
  /** The small line above the title; the feature's name unless the page is someone else's (the contact's). */
  eyebrow?: string | undefined;
};

/**
 * The card's top: the feature's name, the state as a sentence (the page's h1) and what it means. The
 * heading takes the focus when it appears: each state replaces the one before, and a screen reader must
 * hear the news.
 */
export function StatusHeader({ icon: Icon, tone, title, text, eyebrow }: StatusHeaderProps) {
  const { t } = useProofOfLifeTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <CardHeader className="items-center gap-2 text-center">
      <span
        aria-hidden
        className={cn('mb-1 flex size-12 items-center justify-center rounded-full', toneClasses[tone])}
      >
        <Icon className="size-6" />
      </span>
      <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {eyebrow ?? t('eyebrow')}
      </p>
      <CardTitle as="h1" ref={ref} tabIndex={-1} className="text-2xl text-balance outline-none">
        {title}
      </CardTitle>
      {text ? <CardDescription className="max-w-prose text-base text-pretty">{text}</CardDescription> : null}
    </CardHeader>
  );
}
