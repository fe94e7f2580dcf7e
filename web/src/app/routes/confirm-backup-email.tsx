import type { ReactNode } from 'react';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NarrowLayout } from '../../components/layouts/narrow-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useVerifyBackupEmail } from '../../features/account/api/backup-email';
import { useLinkToken } from '../../hooks/use-link-token';
import { ApiError, serverMessage } from '../../lib/api-client';

function PageCard(props: { icon: typeof MailCheck; title: string; text: string; children?: ReactNode }) {
  const Icon = props.icon;
  return (
    <NarrowLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1">{props.title}</CardTitle>
          <CardDescription className="text-base">{props.text}</CardDescription>
        </CardHeader>
        {props.children ? <CardContent className="grid gap-3">{props.children}</CardContent> : null}
      </Card>
    </NarrowLayout>
  );
}

/**
 * `/account/backup-email#token=`: the page the backup address's e-mail links to. It never confirms on load
 * (mail scanners open links); one button POSTs the token. No session needed: the mailbox is the proof.
 */
export function ConfirmBackupEmailRoute() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const verify = useVerifyBackupEmail();
  const toAccount = (
    <Button asChild variant="outline" className="w-full">
      <Link to={paths.account.getHref()}>{t('confirmBackup.toAccount')}</Link>
    </Button>
  );

  // A refused token (4xx but a rate limit) is a bad, used or expired link; anything else may work on a retry.
  const status = verify.error instanceof ApiError ? verify.error.status : null;
  const refused = status !== null && status >= 400 && status < 500 && status !== 429;
  if (token === null || refused) {
    return (
      <PageCard
        icon={CircleAlert}
        title={t('confirmBackup.invalidTitle')}
        text={t('confirmBackup.invalidText')}
      >
        {toAccount}
      </PageCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <PageCard icon={MailCheck} title={t('confirmBackup.doneTitle')} text={t('confirmBackup.doneText')}>
        {toAccount}
      </PageCard>
    );
  }
  return (
    <PageCard icon={MailCheck} title={t('confirmBackup.title')} text={t('confirmBackup.text')}>
      <Button className="w-full" size="lg" onClick={() => verify.mutate(token)} disabled={verify.isPending}>
        {verify.isPending ? <Spinner className="text-current" /> : null}
        {t('confirmBackup.confirm')}
      </Button>
      {verify.isError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          <span className="font-medium">{t('confirmBackup.errorTitle')}. </span>
          {serverMessage(verify.error) ?? t('confirmBackup.errorFallback')}
        </p>
      ) : null}
    </PageCard>
  );
}
