import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NarrowLayout } from '../../components/layouts/narrow-layout';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { resetPasswordFormSchema, useResetPassword } from '../../features/auth/api/reset-password';
import { useZodForm } from '../../hooks/use-zod-form';
import { serverMessage } from '../../lib/api-client';

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  if (reset.isSuccess) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertTitle>{t('resetPassword.successTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('resetPassword.successText')}</p>
          <Button asChild className="mt-2 w-full sm:w-auto">
            <Link to={paths.auth.getHref({ tab: 'login' })}>{t('resetPassword.goToLogin')}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {reset.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>{t('resetPassword.errorTitle')}</AlertTitle>
          <AlertDescription>
            <p>{serverMessage(reset.error) ?? t('resetPassword.errorFallback')}</p>
            <Link
              to={paths.forgotPassword.getHref()}
              className="font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('resetPassword.requestNewLink')}
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <FormField
        {...form.field('password')}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        {...form.field('confirmPassword')}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <Spinner className="text-current" /> : null}
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <NarrowLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t('resetPassword.title')}</CardTitle>
          <CardDescription>{t('resetPassword.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Alert variant="destructive">
              <CircleAlert aria-hidden />
              <AlertDescription>
                <p>{t('resetPassword.missingToken')}</p>
                <Link
                  to={paths.forgotPassword.getHref()}
                  className="font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {t('resetPassword.requestNewLink')}
                </Link>
              </AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
    </NarrowLayout>
  );
}
