import { deliveryMethodKey, messageTypeKey } from '../utils/labels';
import { usePaymentTranslation } from './use-payment-translation';

/** Readable names for a message's type and delivery method, in the interface language. */
export function useMessageLabels() {
  const { t } = usePaymentTranslation();
  return {
    messageType: (value: string) => {
      const key = messageTypeKey(value);
      return key ? t(`messageTypes.${key}`) : value;
    },
    deliveryMethod: (value: string) => {
      const key = deliveryMethodKey(value);
      return key ? t(`deliveryMethods.${key}`) : value;
    },
  };
}
