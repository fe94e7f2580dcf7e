import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = {
  className?: string;
  /** What is loading, for screen readers; leave it out when the surrounding text already says so. */
  label?: string;
};

export function Spinner({ className, label }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-primary', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
