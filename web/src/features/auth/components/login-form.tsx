import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { serverMessage } from '../../../lib/api-client';
import { safeNextPath } from '../../../lib/next-path';
import { loginInputSchema, useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const login = useLogin();
  const form = useZodForm(loginInputSchema, { email: '', password: '' });

  const onSubmit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: () =>
        void navigate(safeNextPath(searchParams.get('next'), paths.home.getHref()), { replace: true }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.login.errorTitle'),
          description: serverMessage(error) ?? t('auth.login.errorFallback'),
        }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        {...form.field('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
      />
      <FormField
        {...form.field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <div className="-mt-1 flex justify-end">
        <Link
          to={paths.forgotPassword.getHref()}
          className="rounded-sm py-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
