import { useQuery } from '@tanstack/react-query';
import type { AssistantStatus, SuggestionPiece, SuggestionRequest } from '@app/proto/api/assistant';
import { api, ApiError, toApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export type { SuggestionRequest };

/** Whether the server has a provider: without one the wizard says the assistant is not available. */
export function useAssistantStatus() {
  return useQuery({
    queryKey: ['assistant', 'status'],
    queryFn: () => api.get<AssistantStatus>('/api/assistant'),
    staleTime: 5 * 60_000,
  });
}

/**
 * Asks for a suggestion and hands each piece to `onText` as the provider writes it (docs/assistant-api.md:
 * newline-delimited JSON). Resolves when it is complete; rejects with the server's words when it fails,
 * before the first piece or half way.
 */
export async function streamSuggestion(
  request: SuggestionRequest,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch('/api/assistant/suggestions', {
    method: 'POST',
    headers: {
      Accept: 'application/x-ndjson',
      'Accept-Language': currentLanguage(),
      'Content-Type': 'application/json',
    },
    credentials: 'include',
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) throw await toApiError(response);
  const decoder = new TextDecoder();
  let pending = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines.filter((l) => l.trim() !== '')) {
      const piece = JSON.parse(line) as SuggestionPiece;
      if ('error' in piece) throw new ApiError(piece.error, 503, { message: piece.error });
      if ('text' in piece) onText(piece.text);
      if ('done' in piece) return;
    }
    if (done) return;
  }
}
