import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { MessageSummary } from '@app/proto/api/messages';

export type { LetterSummary, MessageSummary } from '@app/proto/api/messages';

export type MessageStatus = MessageSummary['status'];

export const messagesQueryKey = ['messages'] as const;

export function getMessages(): Promise<MessageSummary[]> {
  return api.get<MessageSummary[]>('/api/messages');
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: messagesQueryKey, queryFn: getMessages });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
