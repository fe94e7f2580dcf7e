import { isEmailAddress } from '@app/proto/rules/email-address';
import { CircleAlert, MailCheck, MailQuestionMark, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import {
  useBackupEmail,
  useRemoveBackupEmail,
  useSetBackupEmail,
  type BackupEmail,
} from '../api/backup-email';

/**
 * The sender's backup address for proof of life: none (a field to add one), saved but not confirmed (a link
 * waits in that mailbox), or confirmed. Changing it asks for a new confirmation.
 */
export function BackupEmailSetting() {
  const { t } = useTranslation();
  const query = useBackupEmail();

  let body;
  if (query.isPending) {
    body = <Spinner label={t('common.loading')} />;
  } else if (query.isError) {
    body = (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertDescription>{t('account.backupEmail.loadError')}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 mt-2 justify-self-start"
          onClick={() => void query.refetch()}
        >
          <RotateCcw aria-hidden />
          {t('account.backupEmail.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = <BackupEmailState saved={query.data} />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.backupEmail.title')}</CardTitle>
        <CardDescription>{t('account.backupEmail.text')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function BackupEmailState({ saved }: { saved: BackupEmail }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const save = useSetBackupEmail();
  const remove = useRemoveBackupEmail();
  const [editing, setEditing] = useState(false);

  const send = (email: string, onSaved?: () => void) =>
    save.mutate(email, {
      onSuccess: (result) => {
        onSaved?.();
        if (!result.verified) toast({ title: t('account.backupEmail.saved', { email: result.email }) });
      },
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('account.backupEmail.removed') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('account.backupEmail.removeError'),
          description: serverMessage(error) ?? t('account.backupEmail.errorFallback'),
        }),
    });

  if (saved.email === null || editing) {
    return (
      <AddressForm
        initial={editing ? (saved.email ?? '') : ''}
        pending={save.isPending}
        serverError={
          save.isError ? (serverMessage(save.error) ?? t('account.backupEmail.errorFallback')) : null
        }
        onSubmit={(email) => send(email, () => setEditing(false))}
        onCancel={editing ? () => setEditing(false) : undefined}
        intro={saved.email === null ? t('account.backupEmail.none') : null}
      />
    );
  }

  const busy = save.isPending || remove.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
        {saved.verified ? (
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-strong" />
        ) : (
          <MailQuestionMark aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        )}
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{saved.email}</span>
            <Badge variant={saved.verified ? 'success' : 'outline'}>
              {t(saved.verified ? 'account.backupEmail.verifiedBadge' : 'account.backupEmail.pendingBadge')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {t(saved.verified ? 'account.backupEmail.verified' : 'account.backupEmail.pending')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {saved.verified ? null : (
          <Button size="sm" disabled={busy} onClick={() => send(saved.email!)}>
            {save.isPending ? <Spinner className="text-current" /> : null}
            {t('account.backupEmail.resend')}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
          {t('account.backupEmail.change')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
          {remove.isPending ? <Spinner className="text-current" /> : null}
          {t('account.backupEmail.remove')}
        </Button>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(save.error) ?? t('account.backupEmail.errorFallback')}
        </p>
      ) : null}
    </div>
  );
}

function AddressForm(props: {
  initial: string;
  pending: boolean;
  serverError: string | null;
  intro: string | null;
  onSubmit: (email: string) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(props.initial);
  const [submitted, setSubmitted] = useState(false);
  const [sentValue, setSentValue] = useState<string | null>(null);
  const email = typed.trim();
  const invalid = !isEmailAddress(email);
  // The server's refusal stands until the address is changed.
  const serverError = props.serverError !== null && sentValue === typed ? props.serverError : null;
  const error = submitted && invalid ? t('validation.emailInvalid') : (serverError ?? undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setSentValue(typed);
    props.onSubmit(email);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      {props.intro ? <p className="text-sm text-muted-foreground">{props.intro}</p> : null}
      <FormField
        id="field-backupEmail"
        label={t('account.backupEmail.label')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('account.backupEmail.placeholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={props.pending}>
          {props.pending ? <Spinner className="text-current" /> : null}
          {t('account.backupEmail.save')}
        </Button>
        {props.onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
            {t('account.backupEmail.cancelChange')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
