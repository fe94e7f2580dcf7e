import { PaymentCancelPage } from '../../features/payments/components/payment-cancel-page';

/** `/payment-cancel?messageId=&token=`: where PayPal sends a buyer who gave up. */
export function PaymentCancelRoute() {
  return <PaymentCancelPage />;
}
