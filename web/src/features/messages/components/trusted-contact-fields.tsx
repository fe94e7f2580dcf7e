import { CONTACT_WINDOW_DAYS, TRUSTED_CONTACT_NAME_MAX } from '@app/proto/rules/trusted-contact';
import { FormField } from '../../../components/ui/form-field';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

type TrustedContactFieldsProps = {
  name: string;
  email: string;
  onChange: (change: { trustedContactName?: string; trustedContactEmail?: string }) => void;
  errors: Record<string, string | undefined>;
};

/**
 * The optional person asked before a proof-of-life message goes: both fields empty is no contact, so
 * nothing here is required until one of them is written.
 */
export function TrustedContactFields({ name, email, onChange, errors }: TrustedContactFieldsProps) {
  const { t } = useMessagesTranslation();

  return (
    <fieldset
      aria-describedby="trusted-contact-text"
      className="grid gap-4 rounded-lg border border-border p-4"
    >
      <legend className="px-1 text-sm font-medium">{t('delivery.contact.legend')}</legend>
      <p id="trusted-contact-text" className="text-sm text-muted-foreground">
        {t('delivery.contact.text', { days: CONTACT_WINDOW_DAYS })}
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="field-trustedContactName"
          label={t('delivery.contact.name')}
          // Someone else's details: the browser should not offer the sender's own name.
          autoComplete="off"
          maxLength={TRUSTED_CONTACT_NAME_MAX}
          value={name}
          error={errors['field-trustedContactName']}
          onChange={(event) => onChange({ trustedContactName: event.target.value })}
        />
        <FormField
          id="field-trustedContactEmail"
          label={t('delivery.contact.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('delivery.contact.emailPlaceholder')}
          maxLength={254}
          value={email}
          error={errors['field-trustedContactEmail']}
          onChange={(event) => onChange({ trustedContactEmail: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
