import { ApiError } from '../../../lib/api-client';

function bodyField(error: unknown, name: 'reason' | 'field'): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const value = (error.body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The machine-readable `reason` of a refused payment call (`NOT_PAYABLE`, `declined`…), when given. */
export const reasonOf = (error: unknown) => bodyField(error, 'reason');

/** The input a refused call names (`discountCode`), when given. */
export const fieldOf = (error: unknown) => bodyField(error, 'field');

export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
