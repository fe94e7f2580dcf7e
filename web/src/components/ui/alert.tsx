import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground [&>svg]:text-muted-foreground',
        success: 'border-success-border bg-success-soft text-success-strong',
        warning: 'border-warning-border bg-warning-soft text-warning-strong',
        destructive: 'border-destructive/40 bg-destructive-soft text-destructive-strong',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * A message inside the page. Destructive alerts interrupt screen readers (role=alert); the others are
 * announced politely (role=status).
 */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('col-start-2 font-semibold leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('col-start-2 grid gap-1 leading-relaxed [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
