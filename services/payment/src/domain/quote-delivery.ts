import { CURRENCY, priceOf, type DeliveryMethod } from '@app/proto/rules/prices';
import { findApplicableDiscount } from './discount-code-rules.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The price of a delivery method with a discount code applied; nothing changes (see findApplicableDiscount). */
export async function quoteDelivery(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  method: DeliveryMethod,
  discountCode: string,
) {
  const discount = discountCode ? await findApplicableDiscount(deps.db, discountCode, deps.now()) : null;
  const price = priceOf(method, discount?.percentage ?? 0);
  return { price: { ...price, currency: CURRENCY }, discountCode: discount?.code ?? '' };
}
