import { DeliveryMethod as DeliveryMethodEnum } from '../../gen/app/common/v1/DeliveryMethod.ts';
import { enumValues } from './proto-enum.ts';

/**
 * What a delivery costs, in integer euro cents, and how a percentage discount is applied: one definition for
 * the payment service (which charges), the bff and the web (which show it). Never floats: 0.9 * 3 is not 2.7.
 */
export const CURRENCY = 'EUR';

export const DELIVERY_METHODS = enumValues(DeliveryMethodEnum);
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_PRICE_CENTS: Record<DeliveryMethod, number> = {
  email: 90,
  physical: 999,
  physical_scheduled: 999,
  postal: 999,
};

export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 100;

/** A discount code's letters and digits as stored; the admin's form takes at most `formMax` of them (the spec). */
export const DISCOUNT_CODE_LENGTH = { min: 3, max: 20, formMax: 15 } as const;

export type PriceBreakdown = {
  baseCents: number;
  discountPercent: number;
  discountCents: number;
  finalCents: number;
};

/**
 * The discount is rounded once, half up, on the base price; the final price is the base minus it. So the
 * discount and the final price always add up to the base (PayPal checks exactly that), and 100 % is 0.
 */
export function applyDiscount(baseCents: number, discountPercent: number): PriceBreakdown {
  if (!Number.isInteger(baseCents) || baseCents < 0) throw new RangeError(`bad base price ${baseCents}`);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > DISCOUNT_PERCENT_MAX) {
    throw new RangeError(`bad discount ${discountPercent}`);
  }
  const discountCents = Math.floor((baseCents * discountPercent + 50) / 100);
  return { baseCents, discountPercent, discountCents, finalCents: baseCents - discountCents };
}

export function priceOf(method: DeliveryMethod, discountPercent = 0): PriceBreakdown {
  return applyDiscount(DELIVERY_PRICE_CENTS[method], discountPercent);
}

/** "9.99": the decimal string PayPal's money values take (and what the spec's JSON prices show). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
