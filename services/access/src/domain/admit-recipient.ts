import { isReaction, type Reaction } from '@app/proto/rules/reactions';
import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import type { AdmitRecipientResponse__Output } from '@app/proto/gen/app/message/v1/AdmitRecipientResponse.ts';
import type { RecipientLetter__Output } from '@app/proto/gen/app/message/v1/RecipientLetter.ts';
import {
  isSecurityLevel,
  MAX_ATTEMPTS,
  onExhaustion,
  type SecurityLevel,
} from '@app/proto/rules/security-levels';
import {
  countWrongAnswer,
  destroyOnce,
  findGrantWithState,
  findState,
  findStateIssuingGrant,
  lockOnce,
  refundAttempt,
  reserveAttempt,
  type AccessStateRow,
} from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';
import { grantRequired, hashGrant, issueGrant, mintGrant } from './grants.ts';

export type Refusal = {
  reason: 'WRONG_ANSWER' | 'MESSAGE_LOCKED' | 'MESSAGE_DESTROYED' | 'NOT_YET_AVAILABLE' | 'MESSAGE_HELD';
  attempts: number;
  maxAttempts: number;
  isLocked: boolean;
  availableOn: string;
};

export type Letter = RecipientLetter__Output;

/** The message a code opens, as the recipient's page and the admission need it. */
export type Found = {
  messageId: string;
  userId: string;
  accessCode: string;
  securityLevel: SecurityLevel;
  attempts: number;
  /** 0 is unlimited, as the contract carries it. */
  maxAttempts: number;
  /** The recipient's reaction so far, if any. */
  reaction: Reaction | undefined;
};

/** The grant an admission gives: the caller's own (`held`), or a fresh one. */
export type Granted = { grant: string; expiresAt: Date; held: boolean };

export type Admission =
  | { admitted: true; found: Found; letter: Letter; grant: Granted }
  | { admitted: false; refusal: Refusal; messageId: string };

// A code that never existed, a deleted message and one whose strict attempts ran out answer alike.
export const gone = () => new AppError('NOT_FOUND', 'no such message', { reason: 'MESSAGE_NOT_FOUND' });

function levelOf(securityLevel: string | undefined): SecurityLevel {
  if (!isSecurityLevel(securityLevel)) {
    throw new AppError('INTERNAL', `unknown security level ${JSON.stringify(securityLevel)}`);
  }
  return securityLevel;
}

/**
 * Whether a message the code names opens now, from what the message service said of it and this service's own
 * state: NOT_FOUND once destroyed; refused before its delivery, once locked, or while a report holds it.
 */
export function openable(
  message: {
    messageId: string;
    userId: string;
    accessCode: string;
    securityLevel?: string;
    isOpenable: boolean;
    deliveryDate: string;
  },
  state: AccessStateRow | null,
): { found: Found; refusal: Refusal | null } {
  if (state?.destroyedAt) throw gone();
  const securityLevel = levelOf(message.securityLevel);
  const maxAttempts = MAX_ATTEMPTS[securityLevel] ?? 0;
  const attempts = state?.failedAttempts ?? 0;
  const found: Found = {
    messageId: message.messageId,
    userId: message.userId,
    accessCode: message.accessCode,
    securityLevel,
    attempts,
    maxAttempts,
    reaction: isReaction(state?.reaction) ? state.reaction : undefined,
  };
  const refuse = (reason: Refusal['reason'], availableOn = '') => ({
    found,
    refusal: { reason, attempts, maxAttempts, isLocked: reason === 'MESSAGE_LOCKED', availableOn },
  });
  if (!message.isOpenable) return refuse('NOT_YET_AVAILABLE', message.deliveryDate);
  if (state?.lockedAt) return refuse('MESSAGE_LOCKED');
  if (state?.heldAt) return refuse('MESSAGE_HELD');
  return { found, refusal: null };
}

/**
 * Admits the holder of a code: on a live grant for the message it names, or with the right answers. Records the
 * attempt in the audit trail (ids and outcomes only: never the code or an answer). `grantOnly`: the grant or
 * nothing (the answers are neither checked nor counted).
 */
export async function admitRecipient(
  deps: AccessDeps,
  accessCode: string,
  answers: string[],
  { grant = '', grantOnly = false }: { grant?: string; grantOnly?: boolean } = {},
): Promise<Admission> {
  let admission: Admission;
  try {
    admission = await decideAdmission(deps, accessCode, answers, grant, grantOnly);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') deps.audit({ outcome: 'NOT_FOUND' });
    throw error;
  }
  if (!admission.admitted) {
    const { refusal, messageId } = admission;
    deps.audit({ outcome: refusal.reason, messageId, attempts: refusal.attempts });
  } else {
    const { found, grant: granted } = admission;
    const outcome = granted.held ? 'ADMITTED_WITH_GRANT' : 'ADMITTED';
    deps.audit({ outcome, messageId: found.messageId, attempts: found.attempts });
  }
  return admission;
}

/**
 * One call to the message service decides, in one read of the row: a reading on a live grant, a message without
 * questions, and answers at a level without an attempt limit. A limited level's answers take one call more: an
 * attempt is reserved here before the (slow) check, which only the message service can make and only once it has
 * named the message, and given back when the answer is right, so concurrent wrong answers each count and can
 * never exceed the limit; the wrong answer that reaches it locks the message (intermediate) or has it deleted
 * (strict), with the event that tells the sender written in the same transaction.
 */
async function decideAdmission(
  deps: AccessDeps,
  accessCode: string,
  answers: string[],
  grant: string,
  grantOnly: boolean,
): Promise<Admission> {
  const held = grant ? await findGrantWithState(deps.db, hashGrant(grant), deps.now()) : null;
  if (grantOnly && !held) throw grantRequired();
  // A grant whose message is no longer to be read proves nothing: the message service is not asked to open it.
  const grantReads =
    held !== null && !held.state?.destroyedAt && !held.state?.heldAt && !held.state?.lockedAt;
  const admit = (reservedMessageId = '') =>
    deps.message.AdmitRecipient({
      accessCode,
      grantedMessageId: grantReads ? held.messageId : '',
      checkAnswers: !grantOnly,
      answers: grantOnly ? [] : answers,
      reservedMessageId,
    });
  const message = await admit();
  const { messageId } = message;
  const onGrant = held?.messageId === messageId;
  // A letter opened on the code alone or on the answers: its reader's grant is issued with the reading of this
  // service's state, in one statement, unless that state turns them away.
  const fresh = message.letter && !onGrant && !grantOnly ? mintGrant(deps) : null;
  const { state, granted } = onGrant
    ? { state: held.state, granted: false }
    : fresh
      ? await findStateIssuingGrant(deps.db, messageId, fresh)
      : { state: await findState(deps.db, messageId), granted: false };
  const { found, refusal } = openable(message, state);
  if (refusal) {
    // A grant-only call is refused as a grant that proves nothing: the caller's answers decide, counted.
    if (grantOnly) throw grantRequired();
    return { admitted: false, refusal, messageId };
  }
  if (message.letter) {
    // The letter without answers (a message with none) is no proof of the grant: a grant-only call needs its own.
    if (grantOnly && !onGrant) throw grantRequired();
    // Here a grant of this message reads (the state that would stop it stopped the reader above).
    if (onGrant) {
      return {
        admitted: true,
        found,
        letter: message.letter,
        grant: { grant, expiresAt: held.expiresAt, held: true },
      };
    }
    if (!fresh || !granted) throw new AppError('INTERNAL', 'a reader admitted without a grant');
    const issued = { grant: fresh.grant, expiresAt: fresh.expiresAt, held: false };
    return { admitted: true, found, letter: message.letter, grant: issued };
  }
  if (grantOnly) throw grantRequired();

  const { maxAttempts } = found;
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
  if (message.wrongAnswers) return refuse('WRONG_ANSWER', await countWrongAnswer(deps.db, messageId));
  if (!message.attemptToReserve)
    throw new AppError('INTERNAL', 'the message service neither opened nor refused');

  const spent = await reserveAttempt(deps.db, messageId, maxAttempts);
  if (spent === null) {
    const now = await findState(deps.db, messageId);
    if (now?.destroyedAt) throw gone();
    return refuse('MESSAGE_LOCKED', now?.failedAttempts ?? maxAttempts);
  }
  let checked: AdmitRecipientResponse__Output;
  try {
    checked = await admit(messageId);
  } catch (error) {
    await refundAttempt(deps.db, messageId);
    throw error;
  }
  if (checked.letter) {
    const [attempts, issued] = await Promise.all([
      refundAttempt(deps.db, messageId),
      issueGrant(deps, messageId),
    ]);
    const kept = { grant: issued.grant, expiresAt: issued.expiresAt, held: false };
    return { admitted: true, found: { ...found, attempts }, letter: checked.letter, grant: kept };
  }
  if (!checked.wrongAnswers) {
    // Its release was undone in between: nothing was checked, and the attempt is given back.
    await refundAttempt(deps.db, messageId);
    const again = openable(checked, state).refusal;
    if (again) return { admitted: false, refusal: again, messageId };
    throw new AppError('INTERNAL', 'the message service neither opened nor refused');
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
