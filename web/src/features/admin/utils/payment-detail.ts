/**
 * A payment trail line's detail as the admin reads it. Payment writes short codes (services/payment/src/domain:
 * the provider and a discount on a new order, why an order failed, ended or was refunded, and PayPal's own code
 * where it gave one); each known one becomes a key of `logs.paymentDetail`, PayPal's code kept as it is. A code
 * this page does not know is shown as written.
 */
type WhyKey =
  | 'expired'
  | 'replaced'
  | 'buyer'
  | 'deletedBeforeDelivery'
  | 'discountUsedUp'
  | 'messageGone'
  | 'unknownOrder'
  | 'declined'
  | 'amountMismatch'
  | 'refundedAtPaypal'
  | 'reversedAtPaypal';

export type PaymentDetailKey =
  `provider.${'simulated' | 'paypal' | 'free_delivery'}` | 'discount' | 'paypalCode' | WhyKey;

export type PaymentDetailPart =
  { key: PaymentDetailKey; values?: Record<string, string | number> } | { text: string };

const WHY: Partial<Record<string, WhyKey>> = {
  expired: 'expired',
  replaced: 'replaced',
  buyer: 'buyer',
  'message deleted before delivery': 'deletedBeforeDelivery',
  discount_used_up: 'discountUsedUp',
  message_gone: 'messageGone',
  unknown_order: 'unknownOrder',
  declined: 'declined',
  amount_mismatch: 'amountMismatch',
  'PAYMENT.CAPTURE.REFUNDED': 'refundedAtPaypal',
  'PAYMENT.CAPTURE.REVERSED': 'reversedAtPaypal',
};

export function paymentDetailParts(detail: string): PaymentDetailPart[] {
  const order = /^(simulated|paypal|free_delivery)(?: -(\d{1,3})%)?$/.exec(detail);
  if (order) {
    const provider = order[1] as 'simulated' | 'paypal' | 'free_delivery';
    const parts: PaymentDetailPart[] = [{ key: `provider.${provider}` }];
    if (order[2]) parts.push({ key: 'discount', values: { percent: Number(order[2]) } });
    return parts;
  }
  const whole = WHY[detail];
  if (whole) return [{ key: whole }];
  // A failure: its reason, then what PayPal said (a status or an issue code), or a capture's id.
  const [reason = '', ...rest] = detail.split(' ');
  const why = WHY[reason];
  if (why && rest.length > 0) return [{ key: why }, { key: 'paypalCode', values: { code: rest.join(' ') } }];
  return [{ text: detail }];
}
