import { isEmailAddress } from '@app/proto/rules/email-address';
import { CircleCheck, Info, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useLiftAddressRest } from '../api/lift-address-rest';
import { useAdminTranslation } from '../hooks/use-admin-translation';

/**
 * An address whose letter bounced rests for a while (docs/architecture.md, "Addresses that bounced rest"); when its
 * owner writes to say it works again, the admin lifts the rest here. There is no list to show: rests are kept by a
 * keyed hash, never the address.
 */
export function AddressRestCard() {
  const { t } = useAdminTranslation();
  const lift = useLiftAddressRest();
  const [email, setEmail] = useState('');
  const [liftedFor, setLiftedFor] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setProblem(t('addressRest.invalid'));
      return;
    }
    setProblem(undefined);
    lift.reset();
    lift.mutate(address, {
      onSuccess: () => setLiftedFor(address),
      onError: (error) => setProblem(serverMessage(error) ?? t('addressRest.error')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('addressRest.title')}</CardTitle>
        <CardDescription className="max-w-prose">{t('addressRest.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[20rem_auto] sm:items-end">
          <FormField
            id="address-rest-email"
            label={t('addressRest.email')}
            type="email"
            autoComplete="off"
            value={email}
            error={problem}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={lift.isPending} className="sm:justify-self-start">
            <MailCheck aria-hidden />
            {lift.isPending ? t('addressRest.lifting') : t('addressRest.submit')}
          </Button>
        </form>
        {lift.data ? (
          <Alert variant={lift.data.lifted ? 'success' : 'default'}>
            {lift.data.lifted ? <CircleCheck aria-hidden /> : <Info aria-hidden />}
            <AlertTitle>
              {t(lift.data.lifted ? 'addressRest.lifted' : 'addressRest.notResting', { email: liftedFor })}
            </AlertTitle>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
