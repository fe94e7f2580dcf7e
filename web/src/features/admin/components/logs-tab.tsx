import { EMAIL_ACTIVITY_KINDS } from '@app/proto/rules/email-activity';
import { CircleAlert, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useAdminLogs, type LogEntry, type LogFilters, type LogSource } from '../api/admin-logs';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { paymentDetailParts } from '../utils/payment-detail';
import { RefreshButton } from './refresh-button';

// The kinds each source writes (see docs/admin-api.md); the filter offers those of the chosen source. The
// e-mail kinds are the notification contract's; payment's stay strings (`order.created` is no enum value's name).
const KINDS: Record<LogSource, string[]> = {
  payment: [
    'order.created',
    'order.pending',
    'order.paid',
    'order.failed',
    'order.cancelled',
    'order.refunded',
    'free_delivery.used',
  ],
  email: [...EMAIL_ACTIVITY_KINDS],
};

const statusBadges: Record<string, 'success' | 'destructive' | 'outline' | 'secondary'> = {
  ok: 'success',
  sent: 'success',
  failed: 'destructive',
  skipped: 'outline',
  pending: 'secondary',
};

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** A line's detail in words: payment's codes (provider, discount, why it failed) and e-mail's causes. */
function useDetailWords(entry: LogEntry): string {
  const { t } = useAdminTranslation();
  if (!entry.detail) return '';
  if (entry.source === 'email') return t(`logs.detailName.${entry.detail}`, { defaultValue: entry.detail });
  return paymentDetailParts(entry.detail)
    .map((part) => ('text' in part ? part.text : t(`logs.paymentDetail.${part.key}`, part.values)))
    .join(', ');
}

function LogRow({ entry }: { entry: LogEntry }) {
  const { t } = useAdminTranslation();
  const kind = t(`logs.kindName.${entry.kind.replace('.', '_')}`, { defaultValue: entry.kind });
  const detail = useDetailWords(entry);
  return (
    <li className="grid gap-1.5 border-b border-border py-3 last:border-b-0 md:grid-cols-[11rem_6rem_minmax(0,1fr)_auto] md:items-center md:gap-4">
      <time dateTime={entry.at} className="text-sm text-muted-foreground tabular-nums">
        {formatDateTime(entry.at)}
      </time>
      <span className="text-sm">{t(`logs.sourceName.${entry.source}`)}</span>
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">
          {kind}
          {entry.amountCents !== null && entry.amountCents > 0 ? (
            <span className="ml-2 text-muted-foreground tabular-nums">
              {euros.format(entry.amountCents / 100)}
            </span>
          ) : null}
        </span>
        {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
        <span className="truncate font-mono text-xs text-muted-foreground" title={entry.reference}>
          {entry.reference}
        </span>
      </div>
      <div>
        <Badge variant={statusBadges[entry.status] ?? 'outline'}>
          {t(`logs.statusName.${entry.status}`, { defaultValue: entry.status })}
        </Badge>
      </div>
    </li>
  );
}

/** Recent payment and e-mail activity, filtered by source and kind, newest first. */
export function LogsTab() {
  const { t } = useAdminTranslation();
  const [filters, setFilters] = useState<LogFilters>({ source: '', kind: '' });
  const query = useAdminLogs(filters);
  const kinds = filters.source ? KINDS[filters.source] : [...KINDS.payment, ...KINDS.email];
  const logs = query.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('logs.title')}</CardTitle>
        <CardDescription>{t('logs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[12rem_16rem_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="logs-source">{t('logs.source')}</Label>
            <NativeSelect
              id="logs-source"
              value={filters.source}
              onChange={(event) =>
                setFilters({ source: event.target.value as LogFilters['source'], kind: '' })
              }
            >
              <option value="">{t('logs.allSources')}</option>
              <option value="payment">{t('logs.sourceName.payment')}</option>
              <option value="email">{t('logs.sourceName.email')}</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="logs-kind">{t('logs.kind')}</Label>
            <NativeSelect
              id="logs-kind"
              value={filters.kind}
              onChange={(event) => setFilters((f) => ({ ...f, kind: event.target.value }))}
            >
              <option value="">{t('logs.allKinds')}</option>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`logs.kindName.${kind.replace('.', '_')}`, { defaultValue: kind })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <RefreshButton
            fetching={query.isFetching}
            onRefresh={() => void query.refetch()}
            label={t('logs.refresh')}
            busyLabel={t('logs.refreshing')}
          />
        </div>

        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('logs.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {logs && logs.unavailable.length > 0 ? (
          <Alert variant="warning">
            <CircleAlert aria-hidden />
            <AlertDescription>
              {t('logs.unavailable', {
                sources: logs.unavailable.map((source) => t(`logs.sourceName.${source}`)).join(', '),
              })}
            </AlertDescription>
          </Alert>
        ) : null}
        {logs ? (
          logs.entries.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input px-6 py-10 text-center">
              <ScrollText aria-hidden className="size-6 text-primary" />
              <p className="text-sm text-muted-foreground">{t('logs.empty')}</p>
            </div>
          ) : (
            <ul aria-label={t('logs.title')} className={cn('grid', query.isFetching && 'opacity-70')}>
              {logs.entries.map((entry) => (
                <LogRow key={`${entry.source}-${entry.reference}-${entry.kind}-${entry.at}`} entry={entry} />
              ))}
            </ul>
          )
        ) : query.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t('logs.loading')}</span>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} aria-hidden className="h-10 animate-pulse rounded bg-muted" />
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
