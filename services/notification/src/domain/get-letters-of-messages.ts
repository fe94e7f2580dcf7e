import { lettersOfMessages } from '../db/postal-letter-repository.ts';
import type { LetterDeps } from './postal-letter-deps.ts';
import { toLetterView } from './postal-letter-view.ts';

export async function getLettersOfMessages(deps: Pick<LetterDeps, 'db'>, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return (await lettersOfMessages(deps.db, messageIds.slice(0, 500))).map(toLetterView);
}
