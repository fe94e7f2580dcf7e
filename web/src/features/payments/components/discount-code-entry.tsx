import { TicketPercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldOf } from '../api/api-error-details';
import { useValidateDiscount, type AppliedDiscount } from '../api/validate-discount';
import { usePaymentTranslation } from '../hooks/use-payment-translation';

type DiscountCodeEntryProps = {
  deliveryType: string;
  applied: AppliedDiscount | null;
  onApply: (discount: AppliedDiscount) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** A refusal that came from elsewhere (the order said the code no longer applies). */
  externalError?: string | undefined;
};

const INPUT_ID = 'discount-code';

/** One discount code at a time: typed, checked with the server, shown applied, removable. */
export function DiscountCodeEntry({
  deliveryType,
  applied,
  onApply,
  onRemove,
  disabled = false,
  externalError,
}: DiscountCodeEntryProps) {
  const { t } = usePaymentTranslation();
  const { toast } = useToast();
  const validate = useValidateDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const shownError = error ?? externalError;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const discountCode = code.trim().toUpperCase();
    if (discountCode === '') {
      setError(t('discount.empty'));
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    setError(undefined);
    validate.mutate(
      { discountCode, deliveryType },
      {
        onSuccess: (check) => {
          if (check.valid) {
            setCode('');
            onApply(check.discount);
          } else {
            setError(check.message ?? t('discount.invalid'));
          }
        },
        onError: (failure) => {
          // A malformed code is the person's to fix, next to the field; anything else is our trouble.
          if (fieldOf(failure) === 'discountCode') {
            setError(serverMessage(failure) ?? t('discount.invalid'));
            return;
          }
          toast({
            variant: 'destructive',
            title: t('discount.validationError'),
            description: serverMessage(failure),
          });
        },
      },
    );
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success-border bg-success-soft px-4 py-3 text-sm text-success-strong">
        <p className="flex items-center gap-2" role="status">
          <TicketPercent aria-hidden className="size-4 shrink-0" />
          {t('discount.applied', { code: applied.code, percent: applied.percentage })}
        </p>
        <Button
          size="sm"
          variant="ghost"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('discount.removeLabel', { code: applied.code })}
        >
          <X aria-hidden />
          {t('discount.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={INPUT_ID}>{t('discount.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={INPUT_ID}
          value={code}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('discount.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${INPUT_ID}-error` : undefined}
          disabled={disabled}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          className="uppercase sm:flex-1"
        />
        <Button type="submit" variant="outline" disabled={disabled || validate.isPending}>
          {t('discount.apply')}
        </Button>
      </div>
      {shownError ? (
        <p id={`${INPUT_ID}-error`} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
