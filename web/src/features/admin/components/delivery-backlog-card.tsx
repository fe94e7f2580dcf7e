import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { useDeliveryBacklog, type DeliveryBacklog } from '../api/delivery-backlog';
import { useAdminTranslation } from '../hooks/use-admin-translation';

/** The dispatcher takes due work every few seconds: due work this much older means it is not keeping up. */
export const LATE_AFTER_MS = 10 * 60_000;

/** How long the oldest due work has waited, by the scheduler's own clock (the answer's `checkedAt`). */
function longestWaitMs(backlog: DeliveryBacklog): number {
  const checkedAt = Date.parse(backlog.checkedAt);
  const oldest = [backlog.oldestDatedDueAt, backlog.oldestStepDueAt]
    .filter((at): at is string => at !== null)
    .map((at) => Date.parse(at));
  return oldest.length === 0 ? 0 : checkedAt - Math.min(...oldest);
}

function Figure({ label, value, since }: { label: string; value: number; since?: string | null }) {
  const { t } = useAdminTranslation();
  return (
    <div className="grid gap-0.5 rounded-lg border border-border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {new Intl.NumberFormat(currentLanguage()).format(value)}
      </dd>
      {since ? (
        <dd className="text-sm text-muted-foreground">
          {t('backlog.since', { when: formatDateTime(since) })}
        </dd>
      ) : null}
    </div>
  );
}

/** What is due and not yet on its way: on the 5th of the month, whether the scheduler keeps up. */
export function DeliveryBacklogCard() {
  const { t } = useAdminTranslation();
  const query = useDeliveryBacklog();
  const backlog = query.data;
  const due = backlog ? backlog.datedDue + backlog.stepsDue : 0;
  const late = backlog ? longestWaitMs(backlog) > LATE_AFTER_MS : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backlog.title')}</CardTitle>
        <CardDescription>{t('backlog.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('backlog.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {backlog ? (
          <>
            {due === 0 ? (
              <Alert variant="success">
                <CircleCheck aria-hidden />
                <AlertTitle>{t('backlog.upToDate')}</AlertTitle>
                <AlertDescription>
                  {t('backlog.checkedAt', { when: formatDateTime(backlog.checkedAt) })}
                </AlertDescription>
              </Alert>
            ) : late ? (
              <Alert variant="warning">
                <CircleAlert aria-hidden />
                <AlertTitle>{t('backlog.late', { count: due })}</AlertTitle>
                <AlertDescription>{t('backlog.lateWhat')}</AlertDescription>
              </Alert>
            ) : (
              <Alert>
                <Clock aria-hidden />
                <AlertTitle>{t('backlog.onItsWay', { count: due })}</AlertTitle>
                <AlertDescription>
                  {t('backlog.checkedAt', { when: formatDateTime(backlog.checkedAt) })}
                </AlertDescription>
              </Alert>
            )}
            <dl aria-label={t('backlog.title')} className="grid gap-2 sm:grid-cols-2">
              <Figure
                label={t('backlog.datedDue')}
                value={backlog.datedDue}
                since={backlog.oldestDatedDueAt}
              />
              <Figure
                label={t('backlog.stepsDue')}
                value={backlog.stepsDue}
                since={backlog.oldestStepDueAt}
              />
              <Figure label={t('backlog.datedScheduled')} value={backlog.datedScheduled} />
              <Figure label={t('backlog.switchesRunning')} value={backlog.switchesRunning} />
            </dl>
          </>
        ) : null}
        {query.isPending ? (
          <div role="status" className="grid gap-2 sm:grid-cols-2">
            <span className="sr-only">{t('backlog.loading')}</span>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} aria-hidden className="h-20 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
