import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type Choice<V extends string> = {
  value: V;
  label: string;
  description?: string;
  icon?: LucideIcon;
  /** Classes for the icon's round backdrop (a type's tint). */
  iconClassName?: string;
  /** Something extra beside the label: a "free delivery" badge, say. */
  aside?: ReactNode;
};

type ChoiceCardGroupProps<V extends string> = {
  legend: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  /** Grid columns from the small breakpoint up; one column on phones. */
  columns?: 2 | 3;
  /** Visually hide the legend when a heading nearby already says it. */
  hideLegend?: boolean;
  describedBy?: string;
};

const columnClass = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 md:grid-cols-3' };

/**
 * A set of options shown as cards. Underneath they are native radio buttons, so the group takes one tab
 * stop, arrow keys move between options and screen readers announce "1 of 3, selected".
 */
export function ChoiceCardGroup<V extends string>({
  legend,
  name,
  value,
  onChange,
  choices,
  columns = 2,
  hideLegend = false,
  describedBy,
}: ChoiceCardGroupProps<V>) {
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={describedBy}>
      <legend className={cn('mb-3 text-sm font-medium', hideLegend && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-3', columnClass[columns])}>
        {choices.map((choice) => {
          const Icon = choice.icon;
          return (
            <label
              key={choice.value}
              className="group relative flex cursor-pointer gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:border-input has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {Icon ? (
                <span
                  aria-hidden
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
                    choice.iconClassName,
                  )}
                >
                  <Icon className="size-4.5" />
                </span>
              ) : null}
              <span className="grid min-w-0 gap-1">
                <span className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                  {choice.label}
                  {choice.aside}
                </span>
                {choice.description ? (
                  <span className="text-sm leading-snug text-muted-foreground">{choice.description}</span>
                ) : null}
              </span>
              {/* The selection shows by more than colour: a filled radio mark. */}
              <span
                aria-hidden
                className="mt-0.5 ml-auto size-4 shrink-0 rounded-full border-2 border-input bg-card group-has-checked:border-[5px] group-has-checked:border-primary"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
