import { api } from '../../../lib/api-client';
import type { Reaction } from '../../../api/reactions';

/** Stores the recipient's reaction, or clears it with `null`. Needs the grant. */
export function saveReaction(
  accessCode: string,
  reaction: Reaction | null,
): Promise<{ reaction: Reaction | null }> {
  return api.post<{ reaction: Reaction | null }>('/api/access/reaction', { accessCode, reaction });
}
