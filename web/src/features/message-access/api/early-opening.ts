import type { FullMessage } from './types';
import { verifyMessage } from './verify-message';

// By the letter's code as the lookup answered it.
const openings = new Map<string, Promise<FullMessage>>();

/**
 * Opens a letter without a question as soon as its lookup says so (app/first-requests.ts, on a recipient's
 * link), while the view's code is still starting: the opening the view would ask for once rendered, asked
 * earlier. It is handed to the view by `takeEarlyOpening`, once, so the letter is never opened twice.
 */
export function openEarly(accessCode: string): void {
  const opening = verifyMessage({ accessCode, answer: '' });
  // Whoever takes it handles its failure; one never taken must not be reported as unhandled.
  opening.catch(() => undefined);
  openings.set(accessCode, opening);
}

/** The opening `openEarly` started for this code, if any; after this call it is no one else's. */
export function takeEarlyOpening(accessCode: string): Promise<FullMessage> | undefined {
  const opening = openings.get(accessCode);
  openings.delete(accessCode);
  return opening;
}
