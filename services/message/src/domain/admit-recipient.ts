import { normaliseAccessCode, formatAccessCode } from '@app/proto/rules/access-code';
import { MAX_ATTEMPTS } from '@app/proto/rules/security-levels';
import { findSealedByCodeHash } from '../db/message-repository.ts';
import { verifyAnswer } from './answer-hash.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { recipientView } from './recipient-view.ts';
import { accessCodeHash } from './sealed-fields.ts';
import { opensForRecipient, type SealedRow } from './sealed-message.ts';

/** True when there is one answer per question and each matches (all are hashed: no early exit to time). */
async function answersMatch(deps: MessageDeps, row: SealedRow, answers: string[]): Promise<boolean> {
  if (answers.length !== row.questions.length) return false;
  const results = await Promise.all(
    row.questions.map((q, i) => verifyAnswer(deps.answerPepper, q.answerHash, answers[i] ?? '')),
  );
  return results.every(Boolean);
}

export type AdmitRequest = {
  /** The message a live grant names (access found it by the grant): read without an answer checked. */
  grantedMessageId: string;
  /** The answers to check, or null when none may be (a reading on a grant alone). */
  answers: string[] | null;
  /** The message on which access reserved an attempt: a limited level's answers are checked only then. */
  reservedMessageId: string;
};

/**
 * The recipient's admission in one read of the row its code names: whether it opens now, and the letter when
 * the grant, the absence of questions or the right answers let its holder in. Nothing is decrypted that is not
 * answered (the questions never are), nothing opens before it is due (the access service's own key must not
 * read a letter that has not gone out), and a limited level's answers wait for access to reserve an attempt, so
 * concurrent guesses never get more checks than the level allows.
 */
export async function admitRecipient(deps: MessageDeps, typedCode: string, request: AdmitRequest) {
  const code = normaliseAccessCode(typedCode);
  if (!code) throw notFound();
  const row = await findSealedByCodeHash(deps.db, accessCodeHash(deps, code));
  if (!row) throw notFound();
  const isOpenable = opensForRecipient(row);
  const facts = {
    messageId: row.id,
    userId: row.userId,
    accessCode: formatAccessCode(code),
    securityLevel: row.securityLevel,
    isOpenable,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    hasQuestions: row.questions.length > 0,
    wrongAnswers: false,
    attemptToReserve: false,
    letter: null,
  };
  if (!isOpenable) return facts;
  const letter = () => ({ ...facts, letter: recipientView(deps, row) });
  if (request.grantedMessageId === row.id) return letter();
  // A reading on a grant that names another message: nothing opens, not even a message without questions.
  if (request.answers === null) return facts;
  if (row.questions.length === 0) return letter();
  if (MAX_ATTEMPTS[row.securityLevel] != null && request.reservedMessageId !== row.id) {
    return { ...facts, attemptToReserve: true };
  }
  if (!(await answersMatch(deps, row, request.answers))) return { ...facts, wrongAnswers: true };
  return letter();
}
