import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Asks a list again; while it loads, the button says so and waits (its icon turns unless motion is reduced). */
export function RefreshButton({
  fetching,
  onRefresh,
  label,
  busyLabel,
}: {
  fetching: boolean;
  onRefresh: () => void;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button variant="outline" className="sm:justify-self-start" disabled={fetching} onClick={onRefresh}>
      <RefreshCw aria-hidden className={cn(fetching && 'motion-safe:animate-spin')} />
      {fetching ? busyLabel : label}
    </Button>
  );
}
