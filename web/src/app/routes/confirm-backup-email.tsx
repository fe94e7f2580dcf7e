import { CircleAlert, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkPageCard } from '../../components/layouts/link-page-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useVerifyBackupEmail } from '../../features/account/api/backup-email';
import { useLinkToken } from '../../hooks/use-link-token';
import { ApiError, serverMessage } from '../../lib/api-client';

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
      <LinkPageCard
        icon={CircleAlert}
        title={t('confirmBackup.invalidTitle')}
        text={t('confirmBackup.invalidText')}
      >
        {toAccount}
      </LinkPageCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <LinkPageCard icon={MailCheck} title={t('confirmBackup.doneTitle')} text={t('confirmBackup.doneText')}>
        {toAccount}
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard icon={MailCheck} title={t('confirmBackup.title')} text={t('confirmBackup.text')}>
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
    </LinkPageCard>
  );
}
