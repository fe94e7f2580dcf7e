import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../api/get-messages';
import type { LifeProofSummary } from '../../../api/life-proof';

/** Pauses the message's switch until `until` (YYYY-MM-DD, the sender's calendar): no check-in until then. */
export function pauseSwitch({ messageId, until }: { messageId: string; until: string }) {
  return api.post<LifeProofSummary>(`/api/messages/${encodeURIComponent(messageId)}/life-proof/pause`, {
    until,
  });
}

/** Ends a pause early: the next check-in is the next 5th. */
export function resumeSwitch(messageId: string) {
  return api.post<LifeProofSummary>(`/api/messages/${encodeURIComponent(messageId)}/life-proof/resume`);
}

export function usePauseSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSwitch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}

export function useResumeSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSwitch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
