import { CircleAlert, CircleCheck, LockOpen, Trash2, UserX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import {
  useMessageReports,
  useResolveReport,
  useSuspendSender,
  type MessageReport,
} from '../api/message-reports';
import { useAdminTranslation } from '../hooks/use-admin-translation';

function ReportRow({ report }: { report: MessageReport }) {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const resolve = useResolveReport();
  const suspend = useSuspendSender();
  const onSuspend = () =>
    suspend.mutate(report.senderUserId, {
      onSuccess: () => toast({ title: t('reports.suspended') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('reports.suspendError'),
          description: serverMessage(error) ?? t('reports.tryAgain'),
        }),
    });
  const decide = (resolution: 'release' | 'delete') =>
    resolve.mutate(
      { id: report.id, resolution },
      {
        onSuccess: () =>
          toast({ title: t(resolution === 'release' ? 'reports.released' : 'reports.deleted') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('reports.resolveError'),
            description: serverMessage(error) ?? t('reports.tryAgain'),
          }),
      },
    );

  return (
    <li
      aria-label={t('reports.item', {
        reason: t(`reports.reasons.${report.reason}`),
        when: formatDateTime(report.createdAt),
      })}
      className="grid gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Badge variant="soft">{t(`reports.reasons.${report.reason}`)}</Badge>
        <time dateTime={report.createdAt} className="text-muted-foreground tabular-nums">
          {formatDateTime(report.createdAt)}
        </time>
      </div>
      {report.details ? <p className="break-words whitespace-pre-line">“{report.details}”</p> : null}
      {report.shareContent ? (
        <div className="grid gap-1 rounded-md bg-muted px-3 py-2">
          <p className="text-muted-foreground">
            {report.isAnonymous ? t('reports.anonymous') : t('reports.from', { sender: report.senderName })}
          </p>
          <p className="font-medium break-words">{report.subject}</p>
          <p className="break-words whitespace-pre-line">{report.content}</p>
        </div>
      ) : (
        <p className="text-muted-foreground italic">{t('reports.notShared')}</p>
      )}
      <dl className="grid gap-x-3 gap-y-0.5 text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt>{t('reports.message')}</dt>
        <dd className="font-mono break-all text-foreground">{report.messageId}</dd>
        <dt>{t('reports.sender')}</dt>
        <dd className="font-mono break-all text-foreground">{report.senderUserId}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={resolve.isPending} onClick={() => decide('release')}>
          <LockOpen aria-hidden />
          {t('reports.release')}
        </Button>
        <Button variant="destructive" size="sm" disabled={resolve.isPending} onClick={() => decide('delete')}>
          {resolve.isPending ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
          {t('reports.delete')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={suspend.isPending || suspend.isSuccess}>
              <UserX aria-hidden />
              {suspend.isSuccess ? t('reports.suspendedShort') : t('reports.suspend')}
            </Button>
          }
          title={t('reports.suspendTitle')}
          description={t('reports.suspendText')}
          cancel={t('reports.cancel')}
          confirm={
            <>
              <UserX aria-hidden />
              {t('reports.suspendConfirm')}
            </>
          }
          variant="destructive"
          onConfirm={onSuspend}
        />
      </div>
    </li>
  );
}

/** The reported messages, each held until an admin releases it or deletes it; the oldest first. */
export function ReportsTab() {
  const { t } = useAdminTranslation();
  const query = useMessageReports();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.title')}</CardTitle>
        <CardDescription>{t('reports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? <Spinner label={t('reports.loading')} /> : null}
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('reports.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {query.data?.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck aria-hidden className="size-4 text-success-strong" />
            {t('reports.none')}
          </p>
        ) : null}
        {query.data && query.data.length > 0 ? (
          <ul className="grid gap-3">
            {query.data.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
