import { AppError } from '@app/platform/errors';
import { DISCOUNT_CODE_LENGTH } from '@app/proto/rules/prices';
import type { PaymentDb } from '../db/client.ts';
import { findDiscountCode } from '../db/discount-code-repository.ts';

/** Letters and digits; stored and compared upper-case, so 'spring10' and 'SPRING10' are one code. */
const CODE_PATTERN = new RegExp(`^[A-Z0-9]{${DISCOUNT_CODE_LENGTH.min},${DISCOUNT_CODE_LENGTH.max}}$`);

export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
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

export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'no such discount code', { reason: 'DISCOUNT_CODE_NOT_FOUND' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id matches nothing (rather than failing the query on the uuid column). */
export function uuidOrNone(id: string): string {
  return UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
}
