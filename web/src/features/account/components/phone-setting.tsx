import { formatPhone, normalisePhone } from '@app/proto/rules/phone';
import { CircleAlert, MessageSquareOff, RotateCcw, Smartphone, SmartphoneNfc } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { useUser } from '../../../api/get-user';
import { serverMessage } from '../../../lib/api-client';
import {
  usePhone,
  useRemovePhone,
  useSetPhone,
  useVerifyPhone,
  type PhoneSetting as Phone,
} from '../api/phone';

/**
 * The sender's phone for proof of life's last chance by SMS: none (a field to add one), saved with a code on its
 * way (a field for the code), or confirmed. Where this deployment sends no SMS, it says so and asks nothing; until
 * the account's address is confirmed it says why no code can be sent yet (codes go only to confirmed accounts).
 */
export function PhoneSetting() {
  const { t } = useTranslation();
  const query = usePhone();
  const { user } = useUser();

  let body;
  if (query.isPending) {
    body = <Spinner label={t('common.loading')} />;
  } else if (query.isError) {
    body = (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertDescription>{t('account.phone.loadError')}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 mt-2 justify-self-start"
          onClick={() => void query.refetch()}
        >
          <RotateCcw aria-hidden />
          {t('account.phone.retry')}
        </Button>
      </Alert>
    );
  } else if (!query.data.available) {
    body = (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MessageSquareOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('account.phone.unavailable')}
      </p>
    );
  } else if (user && !user.isEmailVerified && query.data.phone === null) {
    body = (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MessageSquareOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('account.phone.confirmEmailFirst')}
      </p>
    );
  } else {
    body = <PhoneState saved={query.data} />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.phone.title')}</CardTitle>
        <CardDescription>{t('account.phone.text')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function PhoneState({ saved }: { saved: Phone }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const save = useSetPhone();
  const remove = useRemovePhone();
  const [editing, setEditing] = useState(false);

  const send = (phone: string, onSaved?: () => void) =>
    save.mutate(phone, {
      onSuccess: (result) => {
        onSaved?.();
        if (!result.verified)
          toast({ title: t('account.phone.codeSent', { phone: formatPhone(result.phone ?? '') }) });
      },
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('account.phone.removed') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('account.phone.removeError'),
          description: serverMessage(error) ?? t('account.phone.errorFallback'),
        }),
    });

  if (saved.phone === null || editing) {
    return (
      <NumberForm
        initial={editing ? (saved.phone ?? '') : ''}
        pending={save.isPending}
        serverError={save.isError ? (serverMessage(save.error) ?? t('account.phone.errorFallback')) : null}
        onSubmit={(phone) => send(phone, () => setEditing(false))}
        onCancel={editing ? () => setEditing(false) : undefined}
        intro={saved.phone === null ? t('account.phone.none') : null}
      />
    );
  }

  const busy = save.isPending || remove.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
        {saved.verified ? (
          <SmartphoneNfc aria-hidden className="mt-0.5 size-5 shrink-0 text-success-strong" />
        ) : (
          <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        )}
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium tabular-nums">{formatPhone(saved.phone)}</span>
            <Badge variant={saved.verified ? 'success' : 'outline'}>
              {t(saved.verified ? 'account.phone.verifiedBadge' : 'account.phone.pendingBadge')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {t(saved.verified ? 'account.phone.verified' : 'account.phone.pending')}
          </p>
        </div>
      </div>
      {saved.verified ? null : <CodeForm />}
      <div className="flex flex-wrap gap-2">
        {saved.verified ? null : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => send(saved.phone!)}>
            {save.isPending ? <Spinner className="text-current" /> : null}
            {t('account.phone.resend')}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
          {t('account.phone.change')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
          {remove.isPending ? <Spinner className="text-current" /> : null}
          {t('account.phone.remove')}
        </Button>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(save.error) ?? t('account.phone.errorFallback')}
        </p>
      ) : null}
    </div>
  );
}

/** The code from the SMS: six digits, checked in the browser first. */
function CodeForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const verify = useVerifyPhone();
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentValue, setSentValue] = useState<string | null>(null);
  const code = typed.replace(/\s/g, '');
  const invalid = !/^\d{6}$/.test(code);
  const serverError =
    verify.isError && sentValue === typed
      ? (serverMessage(verify.error) ?? t('account.phone.errorFallback'))
      : null;
  const error = submitted && invalid ? t('account.phone.codeInvalid') : (serverError ?? undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setSentValue(typed);
    verify.mutate(code, { onSuccess: () => toast({ title: t('account.phone.confirmed') }) });
  };

  return (
    <form className="grid gap-3" noValidate onSubmit={onSubmit}>
      <FormField
        id="field-phoneCode"
        label={t('account.phone.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
        className="max-w-48"
      />
      <div>
        <Button type="submit" size="sm" disabled={verify.isPending}>
          {verify.isPending ? <Spinner className="text-current" /> : null}
          {t('account.phone.confirm')}
        </Button>
      </div>
    </form>
  );
}

function NumberForm(props: {
  initial: string;
  pending: boolean;
  serverError: string | null;
  intro: string | null;
  onSubmit: (phone: string) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(props.initial);
  const [submitted, setSubmitted] = useState(false);
  const [sentValue, setSentValue] = useState<string | null>(null);
  const checked = normalisePhone(typed);
  // The server's refusal (its daily limit, say) stands until the number is changed.
  const serverError = props.serverError !== null && sentValue === typed ? props.serverError : null;
  const error =
    submitted && 'problem' in checked
      ? t(`account.phone.problems.${checked.problem}`)
      : (serverError ?? undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if ('problem' in checked) return;
    setSentValue(typed);
    props.onSubmit(checked.phone);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      {props.intro ? <p className="text-sm text-muted-foreground">{props.intro}</p> : null}
      <FormField
        id="field-phone"
        label={t('account.phone.label')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+34 600 111 222"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={props.pending}>
          {props.pending ? <Spinner className="text-current" /> : null}
          {t('account.phone.save')}
        </Button>
        {props.onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
            {t('account.phone.cancelChange')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
