import type { MessageStatus } from '../api/get-messages';

/** How each status looks as a badge, the same on the card and in the sender's view. */
export const statusBadgeVariant = {
  pending: 'secondary',
  delivered: 'soft',
  read: 'success',
} as const satisfies Record<MessageStatus, string>;
