import { useParams } from 'react-router';
import { PaymentPage } from '../../features/payments/components/payment-page';

/** `/payment/:messageId`: paying for one message, with the owner's session or the payment token. */
export function PaymentRoute() {
  const { messageId = '' } = useParams();
  // Keyed: another message is another payment, from the start.
  return <PaymentPage key={messageId} messageId={messageId} />;
}
