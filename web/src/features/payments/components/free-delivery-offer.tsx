import { Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentTranslation } from '../hooks/use-payment-translation';

type FreeDeliveryOfferProps = { count: number; pending: boolean; disabled: boolean; onUse: () => void };

/** The owner still has free deliveries: this e-mail delivery can take one instead of being paid. */
export function FreeDeliveryOffer({ count, pending, disabled, onUse }: FreeDeliveryOfferProps) {
  const { t } = usePaymentTranslation();
  return (
    <section
      aria-labelledby="free-delivery-title"
      className="grid gap-3 rounded-lg border border-success-border bg-success-soft p-4 text-success-strong"
    >
      <h3 id="free-delivery-title" className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden className="size-4.5" />
        {t('freeDelivery.title')}
      </h3>
      <p className="text-sm">{t('freeDelivery.text', { count })}</p>
      <Button onClick={onUse} disabled={disabled || pending} className="justify-self-start">
        {pending ? <Spinner className="text-current" /> : null}
        {t('freeDelivery.use')}
      </Button>
    </section>
  );
}
