import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import {
  countWrongAnswer,
  destroyOnce,
  findState,
  lockOnce,
  refundAttempt,
  reserveAttempt,
} from '../db/access-state-repository.ts';
import { maxAttemptsOf, onExhaustion } from './attempt-rules.ts';
import type { AccessDeps } from './deps.ts';

export type Refusal = {
  reason: 'WRONG_ANSWER' | 'MESSAGE_LOCKED' | 'MESSAGE_DESTROYED' | 'NOT_YET_AVAILABLE';
  attempts: number;
  maxAttempts: number;
  isLocked: boolean;
  availableOn: string;
};

export type Found = {
  messageId: string;
  userId: string;
  accessCode: string;
  securityLevel: string;
  questions: string[];
  attempts: number;
  maxAttempts: number;
};

export type Admission =
  { admitted: true; found: Found } | { admitted: false; refusal: Refusal; messageId: string };

// A code that never existed, a deleted message and one whose strict attempts ran out answer alike.
export const gone = () => new AppError('NOT_FOUND', 'no such message', { reason: 'MESSAGE_NOT_FOUND' });

/**
 * The message a code opens and whether it opens now: NOT_FOUND when there is none; refused before its
 * delivery or once locked. Changes nothing: loading a page or a link scanner opening the e-mail's link
 * spends no attempt.
 */
export async function findOpenable(deps: AccessDeps, accessCode: string): Promise<Admission> {
  const message = await deps.message.LookupAccessCode({ accessCode });
  const state = await findState(deps.db, message.messageId);
  if (state?.destroyedAt) throw gone();
  const maxAttempts = maxAttemptsOf(message.securityLevel);
  const attempts = state?.failedAttempts ?? 0;
  const refuse = (reason: Refusal['reason'], availableOn = ''): Admission => ({
    admitted: false,
    refusal: { reason, attempts, maxAttempts, isLocked: reason === 'MESSAGE_LOCKED', availableOn },
    messageId: message.messageId,
  });
  if (!message.isDelivered) return refuse('NOT_YET_AVAILABLE', message.deliveryDate);
  if (state?.lockedAt) return refuse('MESSAGE_LOCKED');
  return {
    admitted: true,
    found: {
      messageId: message.messageId,
      userId: message.userId,
      accessCode: message.accessCode,
      securityLevel: message.securityLevel,
      questions: message.questions,
      attempts,
      maxAttempts,
    },
  };
}

/**
 * Admits the holder of a code with the right answers, and records the attempt in the audit trail (ids and
 * outcomes only: never the code or an answer).
 */
export async function admitRecipient(
  deps: AccessDeps,
  accessCode: string,
  answers: string[],
): Promise<Admission> {
  let admission: Admission;
  try {
    admission = await decideAdmission(deps, accessCode, answers);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') deps.audit({ outcome: 'NOT_FOUND' });
    throw error;
  }
  deps.audit(
    admission.admitted
      ? { outcome: 'ADMITTED', messageId: admission.found.messageId, attempts: admission.found.attempts }
      : {
          outcome: admission.refusal.reason,
          messageId: admission.messageId,
          attempts: admission.refusal.attempts,
        },
  );
  return admission;
}

/**
 * Decides whether the holder of a code with these answers gets in. Where attempts are limited, one is reserved before
 * the (slow) check and given back when the answer is right, so concurrent wrong answers each count and
 * can never exceed the limit; the wrong answer that reaches it locks the message (intermediate) or has it
 * deleted (strict), with the event that tells the sender written in the same transaction.
 */
async function decideAdmission(deps: AccessDeps, accessCode: string, answers: string[]): Promise<Admission> {
  const openable = await findOpenable(deps, accessCode);
  if (!openable.admitted) return openable;
  const { found } = openable;
  if (found.questions.length === 0) return openable;

  const { messageId, maxAttempts } = found;
  const refuse = (reason: Refusal['reason'], attempts: number): Admission => ({
    admitted: false,
    refusal: {
      reason,
      attempts,
      maxAttempts,
      isLocked: reason === 'MESSAGE_LOCKED' || reason === 'MESSAGE_DESTROYED',
      availableOn: '',
    },
    messageId,
  });

  if (maxAttempts === 0) {
    const { correct } = await deps.message.CheckAnswers({ messageId, answers });
    if (correct) return openable;
    return refuse('WRONG_ANSWER', await countWrongAnswer(deps.db, messageId));
  }

  const spent = await reserveAttempt(deps.db, messageId, maxAttempts);
  if (spent === null) {
    const state = await findState(deps.db, messageId);
    if (state?.destroyedAt) throw gone();
    return refuse('MESSAGE_LOCKED', state?.failedAttempts ?? maxAttempts);
  }
  let correct: boolean;
  try {
    ({ correct } = await deps.message.CheckAnswers({ messageId, answers }));
  } catch (error) {
    await refundAttempt(deps.db, messageId);
    throw error;
  }
  if (correct) {
    const attempts = await refundAttempt(deps.db, messageId);
    return { admitted: true, found: { ...found, attempts } };
  }
  if (spent < maxAttempts) return refuse('WRONG_ANSWER', spent);

  const payload = { messageId, userId: found.userId };
  if (onExhaustion(found.securityLevel) === 'destroy') {
    await deps.db.$transaction(async (tx) => {
      if (await destroyOnce(tx, messageId, deps.now()))
        await writeEvent(tx, 'access.attempts.exhausted', payload);
    });
    deps.eventsWritten();
    return refuse('MESSAGE_DESTROYED', spent);
  }
  await deps.db.$transaction(async (tx) => {
    if (await lockOnce(tx, messageId, deps.now())) await writeEvent(tx, 'access.message.locked', payload);
  });
  deps.eventsWritten();
  return refuse('MESSAGE_LOCKED', spent);
}
