import { REDRIVE_WINDOW_DAYS, earliestRedrive } from '@app/proto/rules/redrive';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { toLocalInputValue } from '../../../lib/local-date-input';
import { useOutboxRedrive, type OutboxRedriven } from '../api/outbox-redrive';
import { useAdminTranslation } from '../hooks/use-admin-translation';

function RedriveResult({ result }: { result: OutboxRedriven }) {
  const { t } = useAdminTranslation();
  const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);
  const silent = result.services.filter(({ events }) => events === null);
  const total = result.services.reduce((sum, { events }) => sum + (events ?? 0), 0);
  return (
    <Alert variant={silent.length > 0 ? 'warning' : 'success'}>
      {silent.length > 0 ? <CircleAlert aria-hidden /> : <CircleCheck aria-hidden />}
      <AlertTitle>{t('redrive.done', { count: total, since: formatDateTime(result.since) })}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <ul aria-label={t('redrive.perService')} className="grid gap-0.5">
          {result.services.map(({ service, events }) => (
            <li key={service} className="flex justify-between gap-3">
              <span>{t(`services.${service}`)}</span>
              <span className="tabular-nums">{events === null ? t('redrive.noAnswer') : number(events)}</span>
            </li>
          ))}
        </ul>
        {silent.length > 0 ? <p>{t('redrive.askAgain')}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

/**
 * After JetStream's store was lost (docs/deployment.md, "Losing JetStream's store"): every service publishes
 * again what it published since an instant. Consumers drop what they handled, so asking twice doubles nothing.
 */
export function OutboxRedriveCard() {
  const { t } = useAdminTranslation();
  const redrive = useOutboxRedrive();
  const [since, setSince] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const instant = since ? new Date(since) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!instant || Number.isNaN(instant.getTime())) {
      setProblem(t('redrive.required'));
      return;
    }
    setProblem(undefined);
    setConfirming(true);
  };

  const start = () => {
    if (!instant) return;
    redrive.reset();
    redrive.mutate(instant.toISOString(), {
      onError: (error) => setProblem(serverMessage(error) ?? t('redrive.error')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('redrive.title')}</CardTitle>
        <CardDescription className="max-w-prose">
          {t('redrive.description', { days: REDRIVE_WINDOW_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end">
          <FormField
            id="redrive-since"
            label={t('redrive.since')}
            type="datetime-local"
            value={since}
            min={toLocalInputValue(earliestRedrive(new Date()))}
            max={toLocalInputValue(new Date())}
            error={problem}
            onChange={(event) => setSince(event.target.value)}
          />
          <Button type="submit" disabled={redrive.isPending} className="sm:justify-self-start">
            <Send aria-hidden />
            {redrive.isPending ? t('redrive.running') : t('redrive.submit')}
          </Button>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('redrive.confirmTitle')}
          description={t('redrive.confirmText', { since: instant ? formatDateTime(instant) : '' })}
          cancel={t('redrive.cancel')}
          confirm={t('redrive.confirm')}
          onConfirm={start}
        />
        {redrive.data ? <RedriveResult result={redrive.data} /> : null}
      </CardContent>
    </Card>
  );
}
