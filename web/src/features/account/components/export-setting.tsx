import { CircleAlert, Download, Hourglass, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { useAccountArchive, useRequestArchive } from '../api/account-archive';

/** The browser saves the file as it streams, with the session's cookie, and the page stays. */
function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The sender's archive of everything that is theirs (docs/account-api.md, "Your archive"). Asked for with one
 * button: a small one downloads at once; a large one is built in the background, announced by e-mail, and
 * downloaded from here for 24 hours.
 */
export function ExportSetting() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const state = useAccountArchive();
  const request = useRequestArchive();
  const archive = state.data?.archive ?? null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.mode === 'direct') startDownload('/api/account/export');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('account.export.error'),
          description: serverMessage(error) ?? t('account.export.errorFallback'),
        }),
    });
  const askButton = (label: string) => (
    <Button variant="outline" disabled={request.isPending} onClick={ask}>
      <Download aria-hidden />
      {request.isPending ? t('account.export.preparing') : label}
    </Button>
  );

  let body;
  if (archive?.status === 'building') {
    body = (
      <Alert>
        <Hourglass aria-hidden />
        <AlertTitle>{t('account.export.buildingTitle')}</AlertTitle>
        <AlertDescription>{t('account.export.building')}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 mt-2 justify-self-start"
          disabled={state.isFetching}
          onClick={() => void state.refetch()}
        >
          <RotateCcw aria-hidden />
          {t('account.export.check')}
        </Button>
      </Alert>
    );
  } else if (archive?.status === 'ready' && archive.expiresAt) {
    const language = currentLanguage();
    body = (
      <div className="grid gap-3">
        <Alert variant="success">
          <Download aria-hidden />
          <AlertTitle>{t('account.export.readyTitle')}</AlertTitle>
          <AlertDescription>
            {t('account.export.ready', {
              size: formatFileSize(archive.size, language),
              date: formatDateTime(archive.expiresAt, language),
            })}
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href="/api/account/archive/download" download>
              <Download aria-hidden />
              {t('account.export.downloadReady')}
            </a>
          </Button>
          {askButton(t('account.export.again'))}
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {archive?.status === 'failed' && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('account.export.failedTitle')}</AlertTitle>
            <AlertDescription>{t('account.export.failed')}</AlertDescription>
          </Alert>
        )}
        <div>{askButton(t('account.export.download'))}</div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.export.title')}</CardTitle>
        <CardDescription>{t('account.export.text')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
