import { verifyAnswer } from './answer-hash.ts';
import type { MessageDeps } from './deps.ts';
import { recipientView } from './recipient-view.ts';
import { notFound } from './errors.ts';
import { opensForRecipient, sealedMessage, type SealedRow } from './sealed-message.ts';

/** True when there is one answer per question and each matches (all are hashed: no early exit to time). */
async function answersMatch(deps: MessageDeps, row: SealedRow, answers: string[]): Promise<boolean> {
  if (answers.length !== row.questions.length) return false;
  const results = await Promise.all(
    row.questions.map((q, i) => verifyAnswer(deps.answerPepper, q.answerHash, answers[i] ?? '')),
  );
  return results.every(Boolean);
}

/**
 * What the recipient reads; the access service has already decided they may, or, with `checkAnswers`, asks
 * for the answers to be checked here first. A wrong set opens nothing, and nothing opens before it is due: the
 * access service's own key must not read a letter that has not gone out (NOT_FOUND, as for a code that never
 * existed).
 */
export async function openForRecipient(
  deps: MessageDeps,
  messageId: string,
  check: { answers: string[] } | null = null,
) {
  const row = await sealedMessage(deps, messageId);
  if (!opensForRecipient(row)) throw notFound();
  if (check && !(await answersMatch(deps, row, check.answers))) return { answersCorrect: false };
  return recipientView(deps, row);
}
