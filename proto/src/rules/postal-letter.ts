import { LetterStatus as LetterStatusEnum } from '../../gen/app/notification/v1/LetterStatus.ts';
import { enumValues } from './proto-enum.ts';

/**
 * A postal letter's life, for the service that keeps it (notification), the admin panel that moves it along
 * and the sender's card that shows it. An admin prints it, posts it, and records it if it comes back; the
 * system cancels one whose message was deleted before it went out.
 */
export const LETTER_STATUSES = enumValues(LetterStatusEnum);
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/**
 * The steps an admin takes, from each status. A jammed printer needs no step: the PDF can be downloaded again
 * until the letter is posted.
 */
export const ADMIN_LETTER_STEPS: Record<LetterStatus, readonly LetterStatus[]> = {
  queued: ['printed'],
  printed: ['posted'],
  posted: ['returned'],
  returned: [],
  cancelled: [],
};

export function isLetterStatus(value: string): value is LetterStatus {
  return (LETTER_STATUSES as readonly string[]).includes(value);
}

export function canTakeLetterStep(from: LetterStatus, to: LetterStatus): boolean {
  return ADMIN_LETTER_STEPS[from].includes(to);
}

/**
 * Whether the letter has not gone out yet: only then is it rendered (a copy of one already posted would be a
 * second way in) and only then can it be cancelled. A letter already out cannot be called back.
 */
export function isLetterOutstanding(status: LetterStatus): boolean {
  return status === 'queued' || status === 'printed';
}
