import { Ban, Gift, LifeBuoy, TicketPercent } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';
import { useCancelOrder } from '../api/cancel-order';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { PaymentLayout } from './payment-layout';
import { TryAgainActions } from './try-again-actions';
import { StatusHeading } from './status-heading';

/** Where PayPal sends a buyer who gave up: the order is closed, nothing is charged, and the ways on. */
export function PaymentCancelPage() {
  const { t } = usePaymentTranslation();
  const [searchParams] = useSearchParams();
  const messageId = searchParams.get('messageId');
  const orderId = searchParams.get('token');
  const { mutate: cancel } = useCancelOrder();
  const cancelled = useRef(false);

  // Best effort and once: an order left open would be closed by the server later anyway.
  useEffect(() => {
    if (!orderId || cancelled.current) return;
    cancelled.current = true;
    cancel(orderId);
  }, [cancel, orderId]);

  const options = [
    { icon: Gift, text: t('cancel.optionFree') },
    { icon: TicketPercent, text: t('cancel.optionDiscount') },
    { icon: LifeBuoy, text: t('cancel.optionSupport', { email: SUPPORT_EMAIL }) },
  ];

  return (
    <PaymentLayout>
      <StatusHeading icon={Ban} tone="neutral" title={t('cancel.title')} text={t('cancel.text')} />
      <section
        aria-labelledby="cancel-options-title"
        className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
      >
        <h2 id="cancel-options-title" className="font-semibold">
          {t('cancel.optionsTitle')}
        </h2>
        <ul className="grid gap-3 text-sm">
          {options.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-4.5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>
      <TryAgainActions messageId={messageId} />
    </PaymentLayout>
  );
}
