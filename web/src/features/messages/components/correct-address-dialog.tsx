import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '@app/proto/rules/email-address';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverField, serverMessage } from '../../../lib/api-client';
import { useCorrectRecipientEmail } from '../api/correct-recipient-email';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

/**
 * A delivery the recipient's mail server refused or returned: the sender types the right address and the
 * message goes out to it again, already paid for. The server's refusal (not failed any more, three corrections
 * spent) is said in the dialog, in its own words.
 */
export function CorrectAddressDialog({
  messageId,
  recipient,
  recipientEmail,
  open,
  onOpenChange,
}: {
  messageId: string;
  recipient: string;
  recipientEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const correct = useCorrectRecipientEmail();
  const [address, setAddress] = useState(recipientEmail);
  const [checked, setChecked] = useState(false);
  const typed = address.trim().toLowerCase();
  const invalid = !isEmailAddress(typed);
  const failure = correct.error;
  const fieldError =
    (checked && invalid ? t('list.correctAddressInvalid') : undefined) ??
    (serverField(failure) === 'recipientEmail' ? serverMessage(failure) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) return;
    correct.mutate(
      { messageId, recipientEmail: typed },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('list.correctAddressSent', { email: typed }) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('list.correctAddressKeep')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('list.correctAddressTitle')}</DialogTitle>
            <DialogDescription>{t('list.correctAddressText', { recipient })}</DialogDescription>
          </DialogHeader>
          <FormField
            id={`correct-address-${messageId}`}
            type="email"
            autoComplete="email"
            label={t('list.correctAddressField')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={fieldError}
          />
          {failure && serverField(failure) !== 'recipientEmail' ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(failure) ?? t('list.correctAddressError')}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('list.correctAddressKeep')}
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              {correct.isPending ? <Spinner className="text-current" /> : null}
              {t('list.correctAddressConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
