import { PaypalRedirectPage } from '../../features/payments/components/paypal-redirect-page';

/** `/payment/paypal-redirect?orderId=&messageId=`: the stop on the way to PayPal's approval page. */
export function PaypalRedirectRoute() {
  return <PaypalRedirectPage />;
}
