import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../api/get-messages';

/**
 * A message deleted on its recipient's side (GET /api/messages/removed): its kinds and instants, and who it was
 * for and its subject (null on older records). `reason` says who deleted it: the recipient, strict security
 * once the answer attempts ran out, or the recipient's refusal of its sender as it came due (`declined`). An instant is null when it never happened.
 */
export type RemovedMessage = {
  id: string;
  messageType: string | null;
  deliveryMethod: string | null;
  schedulingType: string | null;
  reason: 'recipient' | 'attempts' | 'declined';
  recipient: string | null;
  subject: string | null;
  createdAt: string | null;
  sealedAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  deletedAt: string;
};

// Under the list's key, so whatever refreshes the list (a delete, a seal, a new message) refreshes this too;
// a query of its own, so either can fail without blanking the other.
export const removedMessagesQueryKey = [...messagesQueryKey, 'removed'] as const;

export function getRemovedMessages(): Promise<RemovedMessage[]> {
  return api.get<RemovedMessage[]>('/api/messages/removed');
}

export function useRemovedMessages() {
  return useQuery({ queryKey: removedMessagesQueryKey, queryFn: getRemovedMessages });
}
