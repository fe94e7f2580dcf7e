import { MAX_ATTEMPTS, onExhaustion } from '@app/proto/rules/security-levels';
import type { AccessResponse } from '../api/types';

// The spec's warning for the intermediate level starts at this many failed attempts.
const INTERMEDIATE_WARNING_FROM = 4;

export type AttemptNotice = {
  /** How many tries there are, before the first (null: unlimited). */
  limit: number | null;
  /** What running out does: the message is locked (intermediate) or deleted (strict). */
  outcome: 'lock' | 'delete';
  /** The intermediate warning ("blocked after 5"), from the 4th failed attempt. */
  blockWarning: boolean;
  /** The next wrong answer is the last one allowed. */
  lastAttempt: boolean;
};

/** What to tell the person about their tries, from the access answer (updated after each attempt). */
export function attemptNotice(
  access: Pick<AccessResponse, 'securityLevel' | 'maxAttempts' | 'attempts' | 'isLocked'>,
): AttemptNotice {
  // The level's own limit where the server leaves `maxAttempts` out.
  const limit = access.maxAttempts ?? MAX_ATTEMPTS[access.securityLevel];
  const outcome = onExhaustion(access.securityLevel) === 'destroy' ? 'delete' : 'lock';
  const open = !access.isLocked && limit !== null;
  return {
    limit,
    outcome,
    blockWarning:
      open && access.securityLevel === 'intermediate' && access.attempts >= INTERMEDIATE_WARNING_FROM,
    lastAttempt: open && access.attempts === limit - 1,
  };
}

/** The questions to ask: all of them (a basic message may have three), or the single one. */
export function questionsOf(access: Pick<AccessResponse, 'question' | 'questions'>): string[] {
  const all = (access.questions ?? []).map((item) => item.question).filter(Boolean);
  if (all.length > 0) return all;
  return access.question?.question ? [access.question.question] : [];
}
