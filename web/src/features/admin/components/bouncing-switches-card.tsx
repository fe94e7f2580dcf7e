import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useBouncingSwitches, type BouncingSwitch } from '../api/bouncing-switches';
import { useAdminTranslation } from '../hooks/use-admin-translation';

function BouncingSwitchRow({ row }: { row: BouncingSwitch }) {
  const { t } = useAdminTranslation();
  return (
    <li
      aria-label={t('bouncingSwitches.item', {
        sender: row.sender?.name ?? t('bouncingSwitches.closedAccount'),
        count: row.bouncedCheckIns,
        when: formatDateTime(row.lastBouncedAt),
      })}
      className="grid gap-1 rounded-lg border border-border bg-card px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium break-words">
          {row.sender ? row.sender.name : t('bouncingSwitches.closedAccount')}
        </span>
        <span className="text-muted-foreground">{t(`bouncingSwitches.state.${row.state}`)}</span>
      </div>
      {row.sender ? <span className="break-all text-muted-foreground">{row.sender.email}</span> : null}
      <span>{t('bouncingSwitches.bounced', { count: row.bouncedCheckIns })}</span>
      <dl className="grid gap-x-3 gap-y-0.5 text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt>{t('bouncingSwitches.lastBounced')}</dt>
        <dd className="text-foreground tabular-nums">
          <time dateTime={row.lastBouncedAt}>{formatDateTime(row.lastBouncedAt)}</time>
        </dd>
        <dt>{t('bouncingSwitches.lastLife')}</dt>
        <dd className="text-foreground tabular-nums">
          <time dateTime={row.lastSignOfLifeAt}>{formatDateTime(row.lastSignOfLifeAt)}</time>
        </dd>
      </dl>
    </li>
  );
}

/**
 * Proof-of-life switches whose check-ins come back, with no sign of life since: one is a sender whose mailbox may
 * have closed; many at once point at our mail.
 */
export function BouncingSwitchesCard() {
  const { t } = useAdminTranslation();
  const query = useBouncingSwitches();
  const switches = query.data?.switches;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('bouncingSwitches.title')}</CardTitle>
        <CardDescription>{t('bouncingSwitches.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('bouncingSwitches.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {switches && switches.length === 0 ? (
          <Alert variant="success">
            <CircleCheck aria-hidden />
            <AlertTitle>{t('bouncingSwitches.none')}</AlertTitle>
          </Alert>
        ) : null}
        {switches && switches.length > 0 ? (
          <>
            <Alert variant="warning">
              <CircleAlert aria-hidden />
              <AlertTitle>{t('bouncingSwitches.count', { count: switches.length })}</AlertTitle>
              <AlertDescription>{t('bouncingSwitches.what')}</AlertDescription>
            </Alert>
            <ul aria-label={t('bouncingSwitches.title')} className="grid gap-2">
              {switches.map((row) => (
                <BouncingSwitchRow key={row.messageId} row={row} />
              ))}
            </ul>
          </>
        ) : null}
        {query.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t('bouncingSwitches.loading')}</span>
            <div aria-hidden className="h-12 animate-pulse rounded-lg bg-muted" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
