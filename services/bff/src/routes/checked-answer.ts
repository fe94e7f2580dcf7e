import type { z } from 'zod';

/**
 * The bff's answer, checked against the contract the web reads (proto/src/api) before it leaves: typed at
 * compile time, and a shape that drifts anyway (a field the backend left empty) is our bug, a 500 in the
 * log, never a silently different answer.
 */
export function checkedAnswer<T extends z.ZodType>(schema: T, answer: z.input<T>): z.output<T> {
  return schema.parse(answer);
}
