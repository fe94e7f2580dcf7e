import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Tells the server the message carries attachments, once they are all uploaded. */
export function markHasMedia(messageId: string): Promise<{ id: string; hasMedia: true }> {
  return api.patch(`/api/messages/${encodeURIComponent(messageId)}`, { hasMedia: true });
}

export function useMarkHasMedia() {
  return useMutation({ mutationFn: markHasMedia });
}
