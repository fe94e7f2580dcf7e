import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useTimeline } from '../api/get-timeline';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

/** Every step of the message with its time, from writing it to its recipient reading it. */
export function MessageTimelineDialog({
  messageId,
  subject,
  deliverNotBefore = null,
}: {
  messageId: string;
  subject: string;
  /** The date a release waits for, which its step names. */
  deliverNotBefore?: string | null;
}) {
  const { t } = useMessagesTranslation();
  const [open, setOpen] = useState(false);
  const timeline = useTimeline(messageId, open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <History aria-hidden />
          {t('timeline.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('timeline.close')}>
        <DialogHeader>
          <DialogTitle>{t('timeline.title')}</DialogTitle>
          <DialogDescription>{subject}</DialogDescription>
        </DialogHeader>
        {timeline.isPending ? (
          <Spinner />
        ) : timeline.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('timeline.error')}
          </p>
        ) : (
          <ol className="grid gap-3 border-l border-border pl-4">
            {timeline.data.map((step, index) => (
              <li key={`${step.at}-${step.event}-${index}`} className="grid gap-0.5">
                <span className="text-sm font-medium">
                  {step.event === 'delivery_failed' && step.cause
                    ? t(`timeline.deliveryFailed.${step.cause}`)
                    : t(`timeline.events.${step.event}`, {
                        date: deliverNotBefore ? formatDate(deliverNotBefore) : '',
                      })}
                </span>
                <time dateTime={step.at} className="text-xs text-muted-foreground">
                  {formatDateTime(step.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
