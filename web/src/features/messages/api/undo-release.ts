import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../api/get-messages';
import type { LifeProofSummary } from '../../../api/life-proof';

/** Stops a release that waits for its date: the sender is here, and the check-ins start again. */
export function undoRelease(messageId: string) {
  return api.post<LifeProofSummary>(`/api/messages/${encodeURIComponent(messageId)}/life-proof/undo-release`);
}

export function useUndoRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
