import { AppError } from '@app/platform/errors';
import { closedValue } from '@app/proto/rules/proto-enum';

/**
 * A closed-set field of a request body, as the gRPC contract carries it (an enum): blank is none given (the
 * owning service applies its default or refuses), a known value in any case or an alias is that value, and
 * anything else is refused here with the reason the owning service gives.
 */
export function closedField<V extends string>(
  values: readonly V[],
  input: string,
  { reason, field, aliases }: { reason: string; field: string; aliases?: Readonly<Record<string, V>> },
): V | undefined {
  const value = closedValue(values, input, aliases);
  if (value === null) throw new AppError('INVALID_ARGUMENT', `invalid ${field}`, { reason, field });
  return value;
}
