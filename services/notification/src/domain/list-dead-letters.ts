import type { DeadLetter } from '@app/platform/dead-letters';

export type DeadLetterDeps = {
  /** The product's dead-letter stream, newest first (platform/dead-letters.ts). */
  listDeadLetters: (limit: number) => Promise<{ deadLetters: DeadLetter[]; total: number }>;
};

/** The newest events set aside (50 unless asked, never more than 200), and how many there are in all. */
export function listDeadLetters(deps: DeadLetterDeps, requestedLimit: number) {
  const limit = requestedLimit > 0 ? Math.min(requestedLimit, 200) : 50;
  return deps.listDeadLetters(limit);
}
