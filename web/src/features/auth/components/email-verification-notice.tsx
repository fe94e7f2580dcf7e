import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Shown to a user whose e-mail is not verified yet, with a way to get the link again. */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const resend = useResendVerification();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('home.verification.resentTitle'), description: t('home.verification.resentText') }),
      onError: (error) =>
        toast(
          error instanceof ApiError
            ? {
                variant: 'destructive',
                title: t('home.verification.resendFailed'),
                description: serverMessage(error),
              }
            : {
                variant: 'destructive',
                title: t('home.verification.resendNetworkError'),
                description: t('home.verification.resendNetworkErrorText'),
              },
        ),
    });

  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>{t('home.verification.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('home.verification.text')}</p>
        <p>{t('home.verification.refreshNote')}</p>
        <div className="mt-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onResend}
            disabled={resend.isPending}
            className="border-warning-strong/40 text-warning-strong hover:bg-warning-border/30"
          >
            {resend.isPending ? <Spinner className="text-current" /> : null}
            {t('home.verification.resend')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
