import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NarrowLayout } from '../../components/layouts/narrow-layout';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { forgotPasswordInputSchema, useRequestPasswordReset } from '../../features/auth/api/forgot-password';
import { useZodForm } from '../../hooks/use-zod-form';
import { serverMessage } from '../../lib/api-client';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordInputSchema, { email: '' });

  // The same confirmation whether or not the account exists, so the page cannot reveal who is registered.
  const onSubmit = form.handleSubmit((input) =>
    request.mutate(input, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('forgotPassword.errorTitle'),
          description: serverMessage(error) ?? t('forgotPassword.errorFallback'),
        }),
    }),
  );

  const backToLogin = (
    <Button asChild variant="link" className="px-0">
      <Link to={paths.auth.getHref({ tab: 'login' })}>{t('forgotPassword.backToLogin')}</Link>
    </Button>
  );

  if (request.isSuccess) {
    return (
      <NarrowLayout>
        <h1 className="text-2xl font-semibold tracking-tight">{t('forgotPassword.title')}</h1>
        <Alert variant="success">
          <MailCheck aria-hidden />
          <AlertTitle>{t('forgotPassword.sentTitle')}</AlertTitle>
          <AlertDescription>{t('forgotPassword.sentText')}</AlertDescription>
        </Alert>
        <div>{backToLogin}</div>
      </NarrowLayout>
    );
  }

  return (
    <NarrowLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t('forgotPassword.title')}</CardTitle>
          <CardDescription>{t('forgotPassword.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FormField
              {...form.field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('fields.emailPlaceholder')}
            />
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? <Spinner className="text-current" /> : null}
              {t('forgotPassword.submit')}
            </Button>
          </form>
        </CardContent>
        <CardFooter>{backToLogin}</CardFooter>
      </Card>
    </NarrowLayout>
  );
}
