import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleDashed, CircleX, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useSystemStatus, type ComponentState, type StatusComponent } from '../api/system-status';
import { useAdminTranslation } from '../hooks/use-admin-translation';

const stateIcons: Record<ComponentState, typeof CircleCheck> = {
  ok: CircleCheck,
  down: CircleX,
  not_configured: CircleDashed,
};

const stateBadges = { ok: 'success', down: 'destructive', not_configured: 'outline' } as const;

function ComponentRow({ component }: { component: StatusComponent }) {
  const { t } = useAdminTranslation();
  const Icon = stateIcons[component.status];
  const name = t(`status.component.${component.name}`, { defaultValue: component.name });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-card px-4 py-3">
      <Icon
        aria-hidden
        className={cn(
          'size-5 shrink-0',
          component.status === 'ok' && 'text-success-strong',
          component.status === 'down' && 'text-destructive',
          component.status === 'not_configured' && 'text-muted-foreground',
        )}
      />
      <span className="min-w-0 flex-1 font-medium">{name}</span>
      {component.latencyMs !== null ? (
        <span className="text-sm text-muted-foreground tabular-nums">
          {t('status.latency', { ms: component.latencyMs })}
        </span>
      ) : null}
      <Badge variant={stateBadges[component.status]}>{t(`status.state.${component.status}`)}</Badge>
    </li>
  );
}

/** Each part of the product, asked live by the server; "refresh" asks again. */
export function SystemStatusTab() {
  const { t } = useAdminTranslation();
  const query = useSystemStatus();
  const queryClient = useQueryClient();
  const status = query.data;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('status.title')}</CardTitle>
          <CardDescription>{t('status.description')}</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={query.isFetching}
          onClick={() => {
            void query.refetch();
            // The cards below belong to the same look at the system.
            for (const card of ['delivery-backlog', 'sms-budget', 'dead-letters', 'bouncing-switches'])
              void queryClient.invalidateQueries({ queryKey: ['admin', card] });
          }}
        >
          <RefreshCw aria-hidden className={cn(query.isFetching && 'motion-safe:animate-spin')} />
          {query.isFetching ? t('status.refreshing') : t('status.refresh')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('status.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {status ? (
          <>
            <Alert variant={status.status === 'ok' ? 'success' : 'warning'}>
              {status.status === 'ok' ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
              <AlertTitle>{status.status === 'ok' ? t('status.allOk') : t('status.degraded')}</AlertTitle>
              <AlertDescription>
                {t('status.checkedAt', { when: formatDateTime(status.checkedAt) })}
              </AlertDescription>
            </Alert>
            <ul aria-label={t('status.title')} className="grid gap-2 md:grid-cols-2">
              {status.components.map((component) => (
                <ComponentRow key={component.name} component={component} />
              ))}
            </ul>
          </>
        ) : query.isPending ? (
          <div role="status" className="grid gap-2 md:grid-cols-2">
            <span className="sr-only">{t('status.refreshing')}</span>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} aria-hidden className="h-12 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
