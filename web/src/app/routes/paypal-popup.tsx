import { PaypalPopupPage } from '../../features/payments/components/paypal-popup-page';

/** `/payment/paypal?orderId=`: the PayPal window opened over the wizard. */
export function PaypalPopupRoute() {
  return <PaypalPopupPage />;
}
