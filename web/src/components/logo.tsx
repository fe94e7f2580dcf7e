import { PRODUCT_NAME } from '../config/product';
import { cn } from '../lib/cn';

type LogoProps = {
  className?: string;
  /** Lets a crowded bar drop the name on small screens and keep the mark. */
  wordmarkClassName?: string;
};

/** The mark (a sealed envelope) and the product's name. */
export function Logo({ className, wordmarkClassName }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <g fill="none" stroke="white" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <rect x="7.5" y="10" width="17" height="12" rx="1.5" />
          <path d="m8 11 8 6 8-6" />
        </g>
      </svg>
      <span className={wordmarkClassName}>{PRODUCT_NAME}</span>
    </span>
  );
}
