import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { NarrowLayout } from '../../components/layouts/narrow-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { useVerifyEmail } from '../../features/auth/api/verify-email';
import { ApiError, serverMessage } from '../../lib/api-client';

/**
 * The page the verification e-mail links to. It never verifies on load, because mail scanners open
 * links; the person confirms with one button, which POSTs the token.
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const verify = useVerifyEmail();
  const token = searchParams.get('token');

  if (!token) return <Navigate to={paths.auth.getHref({ verified: false })} replace />;

  const onConfirm = () =>
    verify.mutate(token, {
      onSuccess: () => void navigate(paths.auth.getHref({ tab: 'login', verified: true }), { replace: true }),
      onError: (error) => {
        // A refused token (4xx) is a bad or expired link; anything else may work on a second try.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          void navigate(paths.auth.getHref({ verified: false }), { replace: true });
          return;
        }
        toast({
          variant: 'destructive',
          title: t('verifyEmail.errorTitle'),
          description: serverMessage(error) ?? t('verifyEmail.errorFallback'),
        });
      },
    });

  return (
    <NarrowLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <MailCheck aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1">{t('verifyEmail.title')}</CardTitle>
          <CardDescription className="text-base">{t('verifyEmail.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" size="lg" onClick={onConfirm} disabled={verify.isPending}>
            {verify.isPending ? <Spinner className="text-current" /> : null}
            {t('verifyEmail.confirm')}
          </Button>
        </CardContent>
      </Card>
    </NarrowLayout>
  );
}
