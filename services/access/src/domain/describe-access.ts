import { findState } from '../db/access-state-repository.ts';
import { openable } from './admit-recipient.ts';
import type { AccessDeps } from './deps.ts';

/**
 * What opening the message needs: its questions, once it opens. Changes nothing: loading a page or a link scanner
 * opening the e-mail's link spends no attempt.
 */
export async function describeAccess(deps: AccessDeps, accessCode: string) {
  const message = await deps.message.LookupAccessCode({ accessCode, withQuestions: true });
  const { found, refusal } = openable(message, await findState(deps.db, message.messageId));
  if (refusal) return { refusal };
  return {
    refusal: null,
    accessCode: found.accessCode,
    securityLevel: found.securityLevel,
    noSecurityRequired: message.questions.length === 0,
    questions: message.questions,
    attempts: found.attempts,
    maxAttempts: found.maxAttempts,
    isLocked: false,
  };
}
