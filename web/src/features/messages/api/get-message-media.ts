import type { OwnMedia } from '@app/proto/api/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageQueryKey } from '../../../api/get-message';

/** One attachment as its owner lists it; `mediaUrl` is a signed link an <img> or <video> can load. */
export type { OwnMedia };

// The signed links last 15 minutes; the list is asked again once it is older than this.
const MEDIA_FRESH_MS = 5 * 60 * 1000;

export const messageMediaQueryKey = (messageId: string) => [...messageQueryKey(messageId), 'media'] as const;

/** The message's attachments. The spec ignores a failure here: the message reads without them. */
export async function getMessageMedia(messageId: string): Promise<OwnMedia[]> {
  try {
    const media = await api.get<OwnMedia[] | null>(`/api/messages/${encodeURIComponent(messageId)}/media`);
    return Array.isArray(media) ? media : [];
  } catch {
    return [];
  }
}

export function messageMediaQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: messageMediaQueryKey(messageId),
    queryFn: () => getMessageMedia(messageId),
    staleTime: MEDIA_FRESH_MS,
  });
}

export function useMessageMedia(messageId: string) {
  return useQuery(messageMediaQueryOptions(messageId));
}
