import { isReaction, type Reaction } from '@app/proto/rules/reactions';
import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import type { OpenForRecipientResponse__Output } from '@app/proto/gen/app/message/v1/OpenForRecipientResponse.ts';
import {
  isSecurityLevel,
  MAX_ATTEMPTS,
  onExhaustion,
  type SecurityLevel,
} from '@app/proto/rules/security-levels';
import {
  countWrongAnswer,
  destroyOnce,
  findState,
  lockOnce,
  refundAttempt,
  reserveAttempt,
} from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';

export type Refusal = {
  reason: 'WRONG_ANSWER' | 'MESSAGE_LOCKED' | 'MESSAGE_DESTROYED' | 'NOT_YET_AVAILABLE' | 'MESSAGE_HELD';
  attempts: number;
  maxAttempts: number;
  isLocked: boolean;
  availableOn: string;
};

export type Opened = OpenForRecipientResponse__Output;

export type Found = {
  messageId: string;
  userId: string;
  accessCode: string;
  securityLevel: SecurityLevel;
  questions: string[];
  attempts: number;
  /** 0 is unlimited, as the contract carries it. */
  maxAttempts: number;
  /** What the recipient reads, when the message service sent it along (a message without questions). */
  opened: Opened | null;
  /** The recipient's reaction so far, if any. */
  reaction: Reaction | undefined;
};

/** An admission, with what the recipient reads: admitting them opened it already, or one more call does. */
export type OpenedAdmission =
  { admitted: true; found: Found; opened: Opened } | { admitted: false; refusal: Refusal; messageId: string };

export type Admission =
  { admitted: true; found: Found } | { admitted: false; refusal: Refusal; messageId: string };

// A code that never existed, a deleted message and one whose strict attempts ran out answer alike.
export const gone = () => new AppError('NOT_FOUND', 'no such message', { reason: 'MESSAGE_NOT_FOUND' });

/**
 * The message a code opens and whether it opens now: NOT_FOUND when there is none; refused before its
 * delivery, once locked, or while a report holds it. Changes nothing: loading a page or a link scanner opening the e-mail's link
 * spends no attempt.
 */
export async function findOpenable(
  deps: AccessDeps,
  accessCode: string,
  { open } = { open: false },
): Promise<Admission> {
  const message = await deps.message.LookupAccessCode({ accessCode, openUnprotected: open });
  const state = await findState(deps.db, message.messageId);
  if (state?.destroyedAt) throw gone();
  const securityLevel = message.securityLevel;
  if (!isSecurityLevel(securityLevel)) {
    throw new AppError('INTERNAL', `unknown security level ${JSON.stringify(securityLevel)}`);
  }
  const maxAttempts = MAX_ATTEMPTS[securityLevel] ?? 0;
  const attempts = state?.failedAttempts ?? 0;
  const refuse = (reason: Refusal['reason'], availableOn = ''): Admission => ({
    admitted: false,
    refusal: { reason, attempts, maxAttempts, isLocked: reason === 'MESSAGE_LOCKED', availableOn },
    messageId: message.messageId,
  });
  if (!message.isOpenable) return refuse('NOT_YET_AVAILABLE', message.deliveryDate);
  if (state?.lockedAt) return refuse('MESSAGE_LOCKED');
  if (state?.heldAt) return refuse('MESSAGE_HELD');
  return {
    admitted: true,
    found: {
      messageId: message.messageId,
      userId: message.userId,
      accessCode: message.accessCode,
      securityLevel,
      questions: message.questions,
      attempts,
      maxAttempts,
      opened: message.opened,
      reaction: isReaction(state?.reaction) ? state.reaction : undefined,
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
): Promise<OpenedAdmission> {
  let admission: OpenedAdmission;
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
 * Decides whether the holder of a code with these answers gets in, opening the message as it does: one call
 * to the message service for a message without questions, two with them. Where attempts are limited, one is
 * reserved before the (slow) check and given back when the answer is right, so concurrent wrong answers each
 * count and can never exceed the limit; the wrong answer that reaches it locks the message (intermediate) or
 * has it deleted (strict), with the event that tells the sender written in the same transaction.
 */
async function decideAdmission(
  deps: AccessDeps,
  accessCode: string,
  answers: string[],
): Promise<OpenedAdmission> {
  const openable = await findOpenable(deps, accessCode, { open: true });
  if (!openable.admitted) return openable;
  const { found } = openable;
  const { messageId, maxAttempts } = found;
  if (found.questions.length === 0) {
    const opened = found.opened ?? (await deps.message.OpenForRecipient({ messageId }));
    return { admitted: true, found, opened };
  }

  const refuse = (reason: Refusal['reason'], attempts: number): OpenedAdmission => ({
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
  const openWithAnswers = () => deps.message.OpenForRecipient({ messageId, checkAnswers: true, answers });

  if (maxAttempts === 0) {
    const opened = await openWithAnswers();
    if (opened.answersCorrect) return { admitted: true, found, opened };
    return refuse('WRONG_ANSWER', await countWrongAnswer(deps.db, messageId));
  }

  const spent = await reserveAttempt(deps.db, messageId, maxAttempts);
  if (spent === null) {
    const state = await findState(deps.db, messageId);
    if (state?.destroyedAt) throw gone();
    return refuse('MESSAGE_LOCKED', state?.failedAttempts ?? maxAttempts);
  }
  let opened: Opened;
  try {
    opened = await openWithAnswers();
  } catch (error) {
    await refundAttempt(deps.db, messageId);
    throw error;
  }
  if (opened.answersCorrect) {
    const attempts = await refundAttempt(deps.db, messageId);
    return { admitted: true, found: { ...found, attempts }, opened };
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
