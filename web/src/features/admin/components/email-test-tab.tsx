import { CircleCheck, CircleAlert, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSendTestEmail, type TestEmailSent } from '../api/send-test-email';
import { useAdminTranslation } from '../hooks/use-admin-translation';

type Outcome =
  { kind: 'idle' } | { kind: 'success'; sent: TestEmailSent } | { kind: 'error'; message: string };

/** The spec's e-mail test form: idle, loading, success or error. */
export function EmailTestTab() {
  const { t } = useAdminTranslation();
  const send = useSendTestEmail();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState(() => t('email.defaultSubject'));
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim() || !subject.trim() || !message.trim()) {
      setOutcome({ kind: 'error', message: t('email.required') });
      return;
    }
    setOutcome({ kind: 'idle' });
    send.mutate(
      { to: to.trim(), subject: subject.trim(), message },
      {
        onSuccess: (sent) => setOutcome({ kind: 'success', sent }),
        onError: (error) =>
          setOutcome({ kind: 'error', message: serverMessage(error) ?? t('email.unexpected') }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('email.title')}</CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-5">
          <FormField
            id="test-email-to"
            type="email"
            autoComplete="email"
            label={t('email.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <FormField
            id="test-email-subject"
            label={t('email.subject')}
            value={subject}
            maxLength={200}
            onChange={(event) => setSubject(event.target.value)}
          />
          <div className="grid gap-2">
            <Label htmlFor="test-email-message">{t('email.message')}</Label>
            <Textarea
              id="test-email-message"
              value={message}
              maxLength={10_000}
              placeholder={t('email.messagePlaceholder')}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          {outcome.kind === 'success' ? (
            <Alert variant="success">
              <CircleCheck aria-hidden />
              <AlertTitle>{t('email.successTitle')}</AlertTitle>
              <AlertDescription>
                {t('email.successText', {
                  to: outcome.sent.details.to,
                  subject: outcome.sent.details.subject,
                  when: formatDateTime(outcome.sent.details.sentAt),
                })}
              </AlertDescription>
            </Alert>
          ) : null}
          {outcome.kind === 'error' ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden />
              <AlertTitle>{t('email.errorTitle')}</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
              {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
              {send.isPending ? t('email.sending') : t('email.send')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
