import { PaymentErrorPage } from '../../features/payments/components/payment-error-page';

/** `/payment-error?reason=&messageId=`: what went wrong with a payment and what to do. */
export function PaymentErrorRoute() {
  return <PaymentErrorPage />;
}
