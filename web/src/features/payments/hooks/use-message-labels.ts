import type { MessageType } from '@app/proto/rules/message-types';
import type { DeliveryMethod } from '@app/proto/rules/prices';
import { usePaymentTranslation } from './use-payment-translation';

/** Readable names for a message's type and delivery method, in the interface language. */
export function useMessageLabels() {
  const { t } = usePaymentTranslation();
  return {
    messageType: (value: MessageType) => t(`messageTypes.${value}`),
    deliveryMethod: (value: DeliveryMethod) => t(`deliveryMethods.${value}`),
  };
}
