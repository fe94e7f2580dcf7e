import { findOpenable } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

/** What opening the message needs; spends nothing. */
export async function describeAccess(deps: AccessDeps, accessCode: string) {
  const openable = await findOpenable(deps, accessCode);
  if (!openable.admitted) return { refusal: openable.refusal };
  const { found } = openable;
  return {
    refusal: null,
    accessCode: found.accessCode,
    securityLevel: found.securityLevel,
    noSecurityRequired: found.questions.length === 0,
    questions: found.questions,
    attempts: found.attempts,
    maxAttempts: found.maxAttempts,
    isLocked: false,
  };
}
