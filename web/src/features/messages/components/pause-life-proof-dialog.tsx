import { useState } from 'react';
import { MAX_PAUSE_DAYS } from '@app/proto/rules/life-proof';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { usePauseSwitch } from '../api/pause-switch';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

/** A day as the date input writes it (YYYY-MM-DD), on the browser's own calendar. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return dayOf(date);
};

/** Asks until which day the sender's switch should sleep (a trip, a hospital stay), then pauses it. */
export function PauseLifeProofDialog({
  messageId,
  open,
  onOpenChange,
}: {
  messageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const pause = usePauseSwitch();
  const [until, setUntil] = useState(() => daysFromToday(30));
  const min = daysFromToday(1);
  const max = daysFromToday(MAX_PAUSE_DAYS - 1);
  const valid = until >= min && until <= max;

  const onPause = () =>
    pause.mutate(
      { messageId, until },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('list.lifeProofPaused') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('list.lifeProofPauseError'),
            description: serverMessage(error) ?? t('list.lifeProofTestErrorText'),
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('list.lifeProofPauseKeep')}>
        <DialogHeader>
          <DialogTitle>{t('list.lifeProofPauseTitle')}</DialogTitle>
          <DialogDescription>{t('list.lifeProofPauseText')}</DialogDescription>
        </DialogHeader>
        <FormField
          id={`pause-until-${messageId}`}
          type="date"
          label={t('list.lifeProofPauseUntil')}
          value={until}
          min={min}
          max={max}
          onChange={(event) => setUntil(event.target.value)}
          error={valid ? undefined : t('list.lifeProofPauseRange')}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('list.lifeProofPauseKeep')}
          </Button>
          <Button onClick={onPause} disabled={!valid || pause.isPending}>
            {pause.isPending ? <Spinner className="text-current" /> : null}
            {t('list.lifeProofPauseConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
