import { isWaiting, mayOutliveAccount } from '@app/proto/rules/account-deletion';
import { CircleAlert, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages, type MessageSummary } from '../../../api/get-messages';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverField, serverMessage } from '../../../lib/api-client';
import { displaySubject } from '../../../lib/display-subject';
import { formatDate } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Closing the account: what becomes of each message still waiting (cancelled, with the refund a paid one gets,
 * or delivered anyway where the rule allows and the sender ticks it), then the password. The server applies the
 * same rule (proto/src/rules/account-deletion.ts) whatever this page sends. `onDeleted` leads to the page that says it is closed.
 */
export function DeleteAccountSetting({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t('account.deletion.title')}</CardTitle>
        <CardDescription>{t('account.deletion.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {open ? (
          <DeletionForm onCancel={() => setOpen(false)} onDeleted={onDeleted} />
        ) : (
          <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden />
            {t('account.deletion.start')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function DeletionForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const remove = useDeleteAccount();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [delivering, setDelivering] = useState<ReadonlySet<string>>(new Set());

  if (messages.isPending) return <Spinner label={t('common.loading')} />;
  if (messages.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertDescription>{t('account.deletion.loadError')}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 mt-2 justify-self-start"
          onClick={() => void messages.refetch()}
        >
          <RotateCcw aria-hidden />
          {t('account.deletion.retry')}
        </Button>
      </Alert>
    );
  }

  const waiting = messages.data.filter(isWaiting);
  const drafts = messages.data.filter((message) => !message.isSealed).length;
  const delivered = messages.data.filter((message) => message.isDelivered).length;

  const toggle = (id: string, on: boolean) =>
    setDelivering((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('account.deletion.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    remove.mutate(
      { password, deliverMessageIds: [...delivering] },
      {
        onSuccess: () => onDeleted(),
        onError: (error) => {
          const message = serverMessage(error) ?? t('account.deletion.errorFallback');
          if (serverField(error) === 'password') setPasswordError(message);
          else toast({ variant: 'destructive', title: t('account.deletion.error'), description: message });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <section className="grid gap-3" aria-labelledby="deletion-waiting">
        <h3 id="deletion-waiting" className="font-medium">
          {t('account.deletion.waitingTitle')}
        </h3>
        {waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('account.deletion.noneWaiting')}</p>
        ) : (
          <ul className="grid gap-3">
            {waiting.map((message) => (
              <WaitingMessage
                key={message.id}
                message={message}
                delivering={delivering.has(message.id)}
                onToggle={(on) => toggle(message.id, on)}
              />
            ))}
          </ul>
        )}
      </section>
      <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
        {drafts > 0 ? <li>{t('account.deletion.drafts', { count: drafts })}</li> : null}
        {delivered > 0 ? <li>{t('account.deletion.delivered', { count: delivered })}</li> : null}
        <li>{t('account.deletion.payments')}</li>
      </ul>
      <FormField
        id="deletion-password"
        label={t('account.deletion.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          {t('account.deletion.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={remove.isPending}>
          {t('account.deletion.cancel')}
        </Button>
      </div>
    </form>
  );
}

function WaitingMessage({
  message,
  delivering,
  onToggle,
}: {
  message: MessageSummary;
  delivering: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const checkboxId = `deliver-${message.id}`;
  const paid =
    message.payment && !message.payment.free && message.payment.amountCents > 0 ? message.payment : null;
  let fate: string;
  if (message.schedulingType === 'life_proof') fate = t('account.deletion.fateLifeProof');
  else if (message.requiresPayment && !message.paid) fate = t('account.deletion.fateUnpaid');
  else if (paid) fate = t('account.deletion.fateRefund', { amount: formatCents(paid.amountCents, language) });
  else fate = t('account.deletion.fateCancelled');

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-0.5">
        <span className="font-medium break-words">{displaySubject(message.subject)}</span>
        <span className="text-sm text-muted-foreground">
          {message.deliveryDate
            ? t('account.deletion.forOn', {
                recipient: message.recipient,
                date: formatDate(message.deliveryDate, language),
              })
            : t('account.deletion.for', { recipient: message.recipient })}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {delivering ? t('account.deletion.fateDelivered') : fate}
      </p>
      {mayOutliveAccount(message) ? (
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={delivering}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <label htmlFor={checkboxId} className="text-sm">
            {t('account.deletion.deliverAnyway')}
          </label>
        </div>
      ) : null}
    </li>
  );
}
