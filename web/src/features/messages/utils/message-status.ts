import type { MessageStatus, MessageSummary } from '../../../api/get-messages';

/**
 * What the sender is told a message's state is: a locked message says so before anything else, and one whose
 * recipient's mail server refused it says it never arrived.
 */
export type ShownStatus = MessageStatus | 'locked' | 'failed';

export function shownStatus(
  message: Pick<MessageSummary, 'status' | 'isLocked' | 'deliveryFailed'>,
): ShownStatus {
  if (message.isLocked) return 'locked';
  return message.deliveryFailed && message.status === 'pending' ? 'failed' : message.status;
}

/** How each status looks as a badge, the same on the card and in the sender's view. */
export const statusBadgeVariant = {
  pending: 'secondary',
  delivered: 'soft',
  read: 'success',
  locked: 'destructive',
  failed: 'destructive',
} as const satisfies Record<ShownStatus, string>;
