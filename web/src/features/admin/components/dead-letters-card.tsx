import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeadLetters, type DeadLetter } from '../api/dead-letters';
import { useAdminTranslation } from '../hooks/use-admin-translation';

function DeadLetterRow({ letter }: { letter: DeadLetter }) {
  const { t } = useAdminTranslation();
  return (
    <li
      aria-label={t('deadLetters.item', {
        type: letter.eventType || '?',
        when: formatDateTime(letter.setAsideAt),
      })}
      className="grid gap-1 rounded-lg border border-border bg-card px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{letter.eventType || t('deadLetters.unknownType')}</span>
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
    </li>
  );
}

/** The events a service gave up on: its consumer no longer waits for them, an admin has to look at why. */
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
        {data && data.total === 0 ? (
          <Alert variant="success">
            <CircleCheck aria-hidden />
            <AlertTitle>{t('deadLetters.none')}</AlertTitle>
          </Alert>
        ) : null}
        {data && data.total > 0 ? (
          <>
            <Alert variant="warning">
              <CircleAlert aria-hidden />
              <AlertTitle>{t('deadLetters.count', { count: data.total })}</AlertTitle>
              <AlertDescription>{t('deadLetters.what')}</AlertDescription>
            </Alert>
            <ul aria-label={t('deadLetters.title')} className="grid gap-2">
              {data.deadLetters.map((letter) => (
                <DeadLetterRow key={letter.sequence} letter={letter} />
              ))}
            </ul>
          </>
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
