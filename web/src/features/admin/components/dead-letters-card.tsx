import { CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeadLetters, useRetryDeadLetter, type DeadLetter } from '../api/dead-letters';
import { useAdminTranslation } from '../hooks/use-admin-translation';

function DeadLetterRow({ letter }: { letter: DeadLetter }) {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const retry = useRetryDeadLetter();
  const type = letter.eventType || t('deadLetters.unknownType');

  const retryNow = () =>
    retry.mutate(
      { service: letter.service, id: letter.id },
      {
        onSuccess: () => toast({ title: t('deadLetters.retried'), description: type }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('deadLetters.retryError'),
            ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
          }),
      },
    );

  return (
    <li
      aria-label={t('deadLetters.item', {
        type: letter.eventType || '?',
        when: formatDateTime(letter.setAsideAt),
      })}
      className="grid gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="flex flex-wrap items-baseline gap-2">
          <span className="font-medium">{type}</span>
          <Badge variant="secondary">{t(`services.${letter.service}`)}</Badge>
        </span>
        <time dateTime={letter.setAsideAt} className="text-muted-foreground tabular-nums">
          {formatDateTime(letter.setAsideAt)}
        </time>
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt>{t('deadLetters.consumer')}</dt>
        <dd className="break-all font-mono text-foreground">{letter.consumer}</dd>
        <dt>{t('deadLetters.event')}</dt>
        <dd className="break-all font-mono text-foreground">{letter.eventId || '—'}</dd>
        <dt>{t('deadLetters.attempts')}</dt>
        <dd className="text-foreground tabular-nums">{letter.attempts}</dd>
        <dt>{t('deadLetters.error')}</dt>
        <dd className="break-words text-foreground">{letter.error || '—'}</dd>
      </dl>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {letter.retriedAt ? (
          <span className="flex items-center gap-1.5 text-success-strong">
            <CircleCheck aria-hidden className="size-4" />
            {t('deadLetters.retriedAt', { when: formatDateTime(letter.retriedAt) })}
          </span>
        ) : (
          <Button variant="outline" size="sm" disabled={retry.isPending} onClick={retryNow}>
            <RotateCcw aria-hidden />
            {retry.isPending ? t('deadLetters.retrying') : t('deadLetters.retry')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The events the services gave up on, gathered from each one's own database: its consumer no longer waits for
 * them, an admin looks at why and, once the cause is fixed, hands one back to its consumer.
 */
export function DeadLettersCard() {
  const { t } = useAdminTranslation();
  const query = useDeadLetters();
  const data = query.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('deadLetters.title')}</CardTitle>
        <CardDescription>{t('deadLetters.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('deadLetters.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {data && data.unavailable.length > 0 ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('deadLetters.unavailable')}</AlertTitle>
            <AlertDescription>
              {data.unavailable.map((service) => t(`services.${service}`)).join(', ')}
            </AlertDescription>
          </Alert>
        ) : null}
        {data && data.waiting === 0 ? (
          <Alert variant="success">
            <CircleCheck aria-hidden />
            <AlertTitle>{t('deadLetters.none')}</AlertTitle>
          </Alert>
        ) : null}
        {data && data.waiting > 0 ? (
          <Alert variant="warning">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('deadLetters.count', { count: data.waiting })}</AlertTitle>
            <AlertDescription>{t('deadLetters.what')}</AlertDescription>
          </Alert>
        ) : null}
        {data && data.deadLetters.length > 0 ? (
          <ul aria-label={t('deadLetters.title')} className="grid gap-2">
            {data.deadLetters.map((letter) => (
              <DeadLetterRow key={`${letter.service}:${letter.id}`} letter={letter} />
            ))}
          </ul>
        ) : null}
        {query.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t('deadLetters.loading')}</span>
            <div aria-hidden className="h-12 animate-pulse rounded-lg bg-muted" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
