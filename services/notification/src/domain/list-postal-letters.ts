import { listLetters } from '../db/postal-letter-repository.ts';
import type { LetterDeps } from './postal-letter-deps.ts';
import { toStatus } from './postal-letter-rules.ts';
import { toLetterView } from './postal-letter-view.ts';

const LIST_LIMIT_DEFAULT = 100;
const LIST_LIMIT_MAX = 200;

export async function listPostalLetters(
  deps: Pick<LetterDeps, 'db'>,
  request: { status: string; limit: number },
) {
  const status = request.status ? toStatus(request.status) : null;
  const limit = request.limit > 0 ? Math.min(request.limit, LIST_LIMIT_MAX) : LIST_LIMIT_DEFAULT;
  return (await listLetters(deps.db, { status, limit })).map(toLetterView);
}
