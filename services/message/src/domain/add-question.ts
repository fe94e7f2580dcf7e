import { AppError } from '@app/platform/errors';
import { QUESTION_LIMITS, type SecurityLevel } from '@app/proto/rules/security-levels';
import { hashAnswer } from './answer-hash.ts';
import { findOwnedMessage, insertQuestion } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { seal } from './sealed-fields.ts';
import { alreadySealed, notFound } from './errors.ts';
import { validateQuestion } from './validate-message.ts';

/** Adds one security question to an unsealed message, within its level's limit. */
export async function addQuestion(
  deps: MessageDeps,
  owner: Owner,
  messageId: string,
  input: { question: string; answer: string },
): Promise<{ id: string }> {
  const question = validateQuestion(input);
  const message = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (!message) throw notFound();
  if (message.sealedAt) throw alreadySealed();
  const position = message.questions.length;
  if (position >= QUESTION_LIMITS[message.securityLevel as SecurityLevel].max) {
    throw new AppError('INVALID_ARGUMENT', 'too many questions', {
      reason: 'TOO_MANY_QUESTIONS',
      field: 'question',
    });
  }
  try {
    return await insertQuestion(deps.db, {
      messageId,
      position,
      questionEnc: seal(deps, messageId, `question:${position}`, question.question),
      answerHash: await hashAnswer(deps.answerPepper, question.answer),
    });
  } catch (error) {
    // Another question took this position at the same moment: the limit check must be made again.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002') {
      throw new AppError('ALREADY_EXISTS', 'concurrent question', {
        reason: 'QUESTION_CONFLICT',
        cause: error,
      });
    }
    throw error;
  }
}
