import { PageSpinner } from '../../components/layouts/page-spinner';
import { useUser } from '../../api/get-user';
import {
  CreateMessageWizard,
  type PaymentStepProps,
} from '../../features/messages/components/create-message-wizard';
import { getPayableMessage } from '../../features/payments/api/get-payable-message';
import { PaymentPanel } from '../../features/payments/components/payment-panel';

/** The wizard's payment step: the payments feature's panel, its PayPal window offered too. */
function WizardPaymentStep(step: PaymentStepProps) {
  return <PaymentPanel {...step} allowPopup headingLevel={1} />;
}

/** `/create-message`: the creation wizard (the route guard has already made sure someone is signed in). */
export function CreateMessageRoute() {
  const { user } = useUser();
  if (!user) return <PageSpinner />;
  return (
    <CreateMessageWizard
      // Keyed by user: another account signing in on this tab starts from that account's own draft.
      key={user.id}
      user={user}
      paymentStep={WizardPaymentStep}
      confirmPayment={getPayableMessage}
    />
  );
}
