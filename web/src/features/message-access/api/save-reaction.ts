import { api } from '../../../lib/api-client';
import type { ReactionRequest, ReactionResponse } from '@app/proto/api/recipient';
import type { Reaction } from '@app/proto/rules/reactions';

/** Stores the recipient's reaction, or clears it with `null`. Needs the grant. */
export function saveReaction(accessCode: string, reaction: Reaction | null): Promise<ReactionResponse> {
  return api.post<ReactionResponse>('/api/access/reaction', {
    accessCode,
    reaction,
  } satisfies ReactionRequest);
}
