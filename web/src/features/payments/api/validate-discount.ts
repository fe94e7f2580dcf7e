import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A code that applies, with its price in cents (the spec's "applied discount"). */
export type AppliedDiscount = {
  code: string;
  percentage: number;
  basePriceCents: number;
  finalPriceCents: number;
  savingsCents: number;
};

export type DiscountCheck =
  | { valid: true; discount: AppliedDiscount; message: string | undefined }
  | { valid: false; message: string | undefined; reason: string | undefined };

type Answer = {
  valid?: unknown;
  discountCode?: unknown;
  discountPercentage?: unknown;
  basePriceCents?: unknown;
  finalPriceCents?: unknown;
  savingsCents?: unknown;
  message?: unknown;
  reason?: unknown;
};

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Asks whether a code applies to a delivery; it changes nothing (a use counts only when a payment completes). */
export async function validateDiscount(input: {
  discountCode: string;
  deliveryType: string;
}): Promise<DiscountCheck> {
  const answer = await api.post<Answer | null>('/api/payment/validate-discount', input);
  const message = text(answer?.message);
  if (
    answer?.valid === true &&
    typeof answer.discountPercentage === 'number' &&
    isCents(answer.basePriceCents) &&
    isCents(answer.finalPriceCents) &&
    isCents(answer.savingsCents)
  ) {
    return {
      valid: true,
      message,
      discount: {
        code: text(answer.discountCode) ?? input.discountCode,
        percentage: answer.discountPercentage,
        basePriceCents: answer.basePriceCents,
        finalPriceCents: answer.finalPriceCents,
        savingsCents: answer.savingsCents,
      },
    };
  }
  return { valid: false, message, reason: text(answer?.reason) };
}

export function useValidateDiscount() {
  return useMutation({ mutationFn: validateDiscount });
}
