import type { MessageStatus, MessageSummary } from '../api/get-messages';

/** What the sender is told a message's state is: a locked message says so before anything else. */
export type ShownStatus = MessageStatus | 'locked';

export function shownStatus(message: Pick<MessageSummary, 'status' | 'isLocked'>): ShownStatus {
  return message.isLocked ? 'locked' : message.status;
}

/** How each status looks as a badge, the same on the card and in the sender's view. */
export const statusBadgeVariant = {
  pending: 'secondary',
  delivered: 'soft',
  read: 'success',
  locked: 'destructive',
} as const satisfies Record<ShownStatus, string>;
