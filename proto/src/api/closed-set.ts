import { z } from 'zod';

/**
 * A closed set as the gRPC contract carries it (a string) and as the HTTP contract answers it (one of the
 * values): the bff may hand in the string, the parse refuses anything else, and the web reads the union.
 */
export const closedSet = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().pipe(z.enum(values));
