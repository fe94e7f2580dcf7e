import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostalAddress } from '@app/proto/rules/postal-address';
import type { TrustedContact } from '@app/proto/rules/trusted-contact';
import { api } from '../lib/api-client';
import { messagesQueryKey, type MessageSummary } from './get-messages';

/**
 * The sender's own message, whole (`GET /api/messages/{id}`): the list's fields plus what the card never
 * shows. The questions come without their answers; nobody can read those back.
 */
export type OwnMessage = Omit<MessageSummary, 'reaction'> & {
  content: string;
  /** As the recipient will see it: empty for an anonymous message. */
  senderName: string;
  senderEmail: string;
  senderCustomTitle: string;
  questions: { question: string }[];
  templateId: number | null;
  /** Where its letter goes; null for e-mail. */
  postalAddress?: PostalAddress | null;
  /** Who is asked before a proof-of-life message goes; null when nobody is. Optional: older answers lack it. */
  trustedContact?: TrustedContact | null;
};

export const messageQueryKey = (messageId: string) => [...messagesQueryKey, messageId] as const;

export function getMessage(messageId: string): Promise<OwnMessage> {
  return api.get<OwnMessage>(`/api/messages/${encodeURIComponent(messageId)}`);
}

export function messageQueryOptions(messageId: string) {
  return queryOptions({ queryKey: messageQueryKey(messageId), queryFn: () => getMessage(messageId) });
}

/** The owner's call, never the recipient's: opening it spends no attempt and marks nothing read. */
export function useMessage(messageId: string) {
  return useQuery(messageQueryOptions(messageId));
}
