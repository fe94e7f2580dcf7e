import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '@app/proto/rules/email-address';
import { TRUSTED_CONTACT_NAME_MAX } from '@app/proto/rules/trusted-contact';
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
import { useChangeTrustedContact } from '../api/change-trusted-contact';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

/**
 * The trusted contact's invitation bounced, or they declined: the sender names someone else, who is invited.
 * The same checks as the wizard's in the browser; the server's refusal (the recipient as contact, changes spent)
 * is said on its field or in the dialog, in its own words.
 */
export function ChangeContactDialog({
  messageId,
  open,
  onOpenChange,
}: {
  messageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const change = useChangeTrustedContact();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const typedName = name.trim().replace(/\s+/g, ' ');
  const typedEmail = email.trim().toLowerCase();
  const nameProblem =
    typedName.length === 0 || typedName.length > TRUSTED_CONTACT_NAME_MAX
      ? t('list.changeContactNameInvalid')
      : null;
  const emailProblem = isEmailAddress(typedEmail) ? null : t('list.changeContactEmailInvalid');
  const failure = change.error;
  const failedField = serverField(failure);
  const onField = (field: 'name' | 'email') =>
    failedField === `trustedContact.${field}` ? serverMessage(failure) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameProblem || emailProblem) return;
    change.mutate(
      { messageId, name: typedName, email: typedEmail },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('list.changeContactSent', { email: typedEmail }) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('list.changeContactKeep')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('list.changeContactTitle')}</DialogTitle>
            <DialogDescription>{t('list.changeContactText')}</DialogDescription>
          </DialogHeader>
          <FormField
            id={`change-contact-name-${messageId}`}
            autoComplete="name"
            label={t('list.changeContactName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={(checked ? nameProblem : null) ?? onField('name')}
          />
          <FormField
            id={`change-contact-email-${messageId}`}
            type="email"
            autoComplete="email"
            label={t('list.changeContactEmail')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={(checked ? emailProblem : null) ?? onField('email')}
          />
          {failure && !failedField?.startsWith('trustedContact.') ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(failure) ?? t('list.changeContactError')}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('list.changeContactKeep')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <Spinner className="text-current" /> : null}
              {t('list.changeContactConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
