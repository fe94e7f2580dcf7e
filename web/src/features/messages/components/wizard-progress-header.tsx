import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import type { WizardStep } from '../utils/message-draft';

type WizardProgressHeaderProps = {
  /** 4 once the message is created: the success screen counts as the step after the last. */
  current: WizardStep | 4;
  /** Which steps are complete now: each shows its tick wherever the person is. */
  complete: Readonly<Record<WizardStep, boolean>>;
  onSelect: (step: WizardStep) => void;
  disabled: boolean;
};

const STEPS: readonly WizardStep[] = [1, 2, 3];

/**
 * Sticky under the top bar: where the person is, in three parts of a third each, and a way back to any
 * earlier step (or on to the next one, when the current step is complete: the spec's rule, the same as the
 * wizard's own buttons, so a step that looks openable always opens).
 */
export function WizardProgressHeader({ current, complete, onSelect, disabled }: WizardProgressHeaderProps) {
  const { t } = useMessagesTranslation();
  const completed = current - 1;
  return (
    <nav
      aria-label={t('wizard.progressLabel')}
      className="sticky top-16 z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <ol className="mx-auto grid w-full max-w-4xl grid-cols-3 gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        {STEPS.map((step) => {
          const done = current === 4 || (step !== current && complete[step]);
          const active = step === current;
          const canOpen =
            !disabled && current !== 4 && (step < current || (step === current + 1 && complete[current]));
          return (
            <li key={step} className="grid gap-2">
              <button
                type="button"
                onClick={() => onSelect(step)}
                disabled={!canOpen}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-md px-1 text-left text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm',
                  canOpen ? 'cursor-pointer hover:text-primary' : 'cursor-default',
                  active || done ? 'text-foreground' : 'text-muted-foreground',
                  // A step ahead that cannot be opened yet looks it (complete or not): not like the next one, which can.
                  !canOpen && current !== 4 && step > current && 'opacity-50',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    active && 'border-primary bg-primary-soft text-primary',
                    !done && !active && 'border-input bg-card',
                  )}
                >
                  {done ? <Check className="size-3.5" /> : step}
                </span>
                <span className="leading-tight">
                  <span className="sr-only">{t('wizard.stepOf', { step })} </span>
                  {t(`wizard.steps.${step}`)}
                  {done ? <span className="sr-only"> {t('wizard.stepDone')}</span> : null}
                </span>
              </button>
              <span
                aria-hidden
                className={cn(
                  'h-1.5 rounded-full transition-colors',
                  done ? 'bg-primary' : active ? 'bg-primary/35' : 'bg-secondary',
                )}
              />
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label={t('wizard.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={completed}
        aria-valuetext={current === 4 ? t('wizard.progressDone') : t('wizard.stepOf', { step: current })}
        className="sr-only"
      />
    </nav>
  );
}
