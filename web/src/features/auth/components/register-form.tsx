import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { serverField, serverMessage } from '../../../lib/api-client';
import { registerInputSchema, useRegister } from '../api/register';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const register = useRegister();
  const form = useZodForm(registerInputSchema, { fullName: '', username: '', email: '', password: '' });

  const onSubmit = form.handleSubmit((input) =>
    register.mutate(input, {
      onSuccess: () => void navigate(paths.home.getHref(), { replace: true }),
      onError: (error) => {
        // The spec's toast, and a refusal of one field (a taken username or address) on that field too, where
        // it stays until the value changes.
        const message = serverMessage(error);
        if (message) form.showServerError(serverField(error), message);
        toast({
          variant: 'destructive',
          title: t('auth.register.errorTitle'),
          description: message ?? t('auth.register.errorFallback'),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField {...form.field('fullName')} label={t('fields.fullName')} autoComplete="name" />
      <FormField
        {...form.field('username')}
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
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
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
