import { AppError } from '@app/platform/errors';
import { dateHorizon } from '@app/proto/rules/date-horizon';
import { DISCOUNT_CODE_LENGTH, DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import { Prisma } from '../db/generated/client.ts';
import type { PaymentDb } from '../db/client.ts';
import { insertDiscountCode } from '../db/discount-code-repository.ts';
import { normaliseDiscountCode } from './discount-code-rules.ts';

/** What the admin's form makes (the spec's 3 to 15); codes stored before may be up to 20 and still apply. */
const NEW_CODE_PATTERN = new RegExp(
  `^[A-Z0-9]{${DISCOUNT_CODE_LENGTH.min},${DISCOUNT_CODE_LENGTH.formMax}}$`,
);

function invalidCode(): AppError {
  return new AppError('INVALID_ARGUMENT', 'bad discount code', {
    reason: 'DISCOUNT_CODE_INVALID',
    field: 'discountCode',
  });
}

export type DiscountCodeInput = {
  code: string;
  percentage: number;
  /** 0: unlimited. */
  maxUses: number;
  /** ISO instant; empty: never expires. */
  validUntil: string;
};

export async function createDiscountCode(db: PaymentDb, input: DiscountCodeInput, now: Date) {
  const code = normaliseDiscountCode(input.code);
  if (!NEW_CODE_PATTERN.test(code)) throw invalidCode();
  if (
    !Number.isInteger(input.percentage) ||
    input.percentage < DISCOUNT_PERCENT_MIN ||
    input.percentage > DISCOUNT_PERCENT_MAX
  ) {
    throw new AppError('INVALID_ARGUMENT', 'bad percentage', {
      reason: 'DISCOUNT_PERCENT_INVALID',
      field: 'percentage',
    });
  }
  if (!Number.isInteger(input.maxUses) || input.maxUses < 0) {
    throw new AppError('INVALID_ARGUMENT', 'bad max uses', { reason: 'BAD_REQUEST', field: 'maxUses' });
  }
  const validUntil = input.validUntil ? new Date(input.validUntil) : null;
  if (validUntil && (Number.isNaN(validUntil.getTime()) || validUntil <= now)) {
    throw new AppError('INVALID_ARGUMENT', 'bad expiry', { reason: 'BAD_REQUEST', field: 'validUntil' });
  }
  // The one horizon of every date set in the product (proto/src/rules/date-horizon.ts): a typo in the year is
  // caught, and no year 9999 is stored.
  if (validUntil && validUntil > dateHorizon(now)) {
    throw new AppError('INVALID_ARGUMENT', 'expiry too far', {
      reason: 'DISCOUNT_VALID_UNTIL_TOO_FAR',
      field: 'validUntil',
    });
  }
  try {
    return await insertDiscountCode(db, {
      code,
      percentage: input.percentage,
      maxUses: input.maxUses || null,
      validUntil,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('ALREADY_EXISTS', 'code taken', { reason: 'DISCOUNT_CODE_TAKEN', field: 'code' });
    }
    throw error;
  }
}
