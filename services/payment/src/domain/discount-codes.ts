import { AppError } from '@app/platform/errors';
import { DISCOUNT_CODE_LENGTH, DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import { Prisma } from '../db/generated/client.ts';
import type { PaymentDb } from '../db/client.ts';
import { findDiscountCode, listDiscountCodes } from '../db/discount-code-repository.ts';

/** Letters and digits; stored and compared upper-case, so 'spring10' and 'SPRING10' are one code. */
const CODE_PATTERN = new RegExp(`^[A-Z0-9]{${DISCOUNT_CODE_LENGTH.min},${DISCOUNT_CODE_LENGTH.max}}$`);
/** What the admin's form makes (the spec's 3 to 15); codes stored before may be up to 20 and still apply. */
const NEW_CODE_PATTERN = new RegExp(
  `^[A-Z0-9]{${DISCOUNT_CODE_LENGTH.min},${DISCOUNT_CODE_LENGTH.formMax}}$`,
);

export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

function invalidCode(): AppError {
  return new AppError('INVALID_ARGUMENT', 'bad discount code', {
    reason: 'DISCOUNT_CODE_INVALID',
    field: 'discountCode',
  });
}

export type ApplicableDiscount = { id: string; code: string; percentage: number };

/**
 * The discount a code gives now, or why it gives none. Nothing changes: a use is counted only when a
 * payment completes (see capture-order.ts).
 */
export async function findApplicableDiscount(
  db: PaymentDb,
  rawCode: string,
  now: Date,
): Promise<ApplicableDiscount> {
  const code = normaliseDiscountCode(rawCode);
  const refuse = (reason: string) =>
    new AppError('FAILED_PRECONDITION', `discount code does not apply: ${reason}`, {
      reason,
      field: 'discountCode',
    });
  // A payer typing `VERANO-25` meets "not valid", as for any code that does not exist: no rules of the admin's.
  if (!CODE_PATTERN.test(code)) throw refuse('DISCOUNT_NOT_FOUND');
  const found = await findDiscountCode(db, code);
  if (!found || !found.active) throw refuse('DISCOUNT_NOT_FOUND');
  if (found.validUntil && found.validUntil <= now) throw refuse('DISCOUNT_EXPIRED');
  if (found.maxUses !== null && found.currentUses >= found.maxUses) throw refuse('DISCOUNT_USED_UP');
  return { id: found.id, code: found.code, percentage: found.percentage };
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
  try {
    return await db.discountCode.create({
      data: { code, percentage: input.percentage, maxUses: input.maxUses || null, validUntil },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('ALREADY_EXISTS', 'code taken', { reason: 'DISCOUNT_CODE_TAKEN', field: 'code' });
    }
    throw error;
  }
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'no such discount code', { reason: 'DISCOUNT_CODE_NOT_FOUND' });
}

export async function setDiscountCodeActive(db: PaymentDb, id: string, active: boolean) {
  const { count } = await db.discountCode.updateMany({ where: { id: uuidOrNone(id) }, data: { active } });
  if (count === 0) throw notFound();
  return await db.discountCode.findUniqueOrThrow({ where: { id } });
}

/** Orders keep the code's text and percentage, so deleting a code changes no past payment. */
export async function deleteDiscountCode(db: PaymentDb, id: string): Promise<void> {
  const { count } = await db.discountCode.deleteMany({ where: { id: uuidOrNone(id) } });
  if (count === 0) throw notFound();
}

export { listDiscountCodes };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id matches nothing (rather than failing the query on the uuid column). */
function uuidOrNone(id: string): string {
  return UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
}
