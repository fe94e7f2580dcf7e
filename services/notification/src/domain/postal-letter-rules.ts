import { AppError } from '@app/platform/errors';
import { isLetterStatus, type LetterStatus } from '@app/proto/rules/postal-letter';
import type { PostalLetter as PostalLetterRow } from '../db/generated/client.ts';
import { moveLetter } from '../db/postal-letter-repository.ts';
import type { LetterDeps } from './postal-letter-deps.ts';

export const letterNotFound = () =>
  new AppError('NOT_FOUND', 'no such letter', { reason: 'LETTER_NOT_FOUND' });
export const stateConflict = (from: LetterStatus, to: string) =>
  new AppError('FAILED_PRECONDITION', `letter is ${from}, cannot become ${to}`, {
    reason: 'LETTER_STATE_CONFLICT',
  });
export const messageDeleted = () =>
  new AppError('FAILED_PRECONDITION', 'the message was deleted', { reason: 'LETTER_CANCELLED' });

/** Its message is gone: the letter must not go out. */
export async function cancelLetter(deps: Pick<LetterDeps, 'db' | 'now'>, letter: PostalLetterRow) {
  await moveLetter(deps.db, letter.id, { from: letter.status, to: 'cancelled', at: deps.now() });
}

export function toStatus(value: string): LetterStatus {
  if (!isLetterStatus(value)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown letter status', {
      reason: 'LETTER_STATUS_INVALID',
      field: 'status',
    });
  }
  return value;
}

export function fail(error: AppError): never {
  throw error;
}
