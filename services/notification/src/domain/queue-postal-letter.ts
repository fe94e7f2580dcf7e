import { queueLetter } from '../db/postal-letter-repository.ts';
import type { LetterDeps } from './postal-letter-deps.ts';

/** A postal delivery is due: its letter joins the admin's queue (once, however often the event comes). */
export async function queuePostalLetter(
  deps: Pick<LetterDeps, 'db' | 'now'>,
  due: { eventId: string; messageId: string; userId: string },
) {
  return queueLetter(deps.db, { ...due, at: deps.now() });
}
