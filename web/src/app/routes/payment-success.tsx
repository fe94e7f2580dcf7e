import { PaymentSuccessPage } from '../../features/payments/components/payment-success-page';

/** `/payment-success?token=&PayerID=&messageId=`: where PayPal sends the buyer back. */
export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
