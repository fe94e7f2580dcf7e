import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnMessage } from '@app/proto/api/messages';
import { api } from '../lib/api-client';
import { messagesQueryKey } from './get-messages';

export type { OwnMessage } from '@app/proto/api/messages';

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
