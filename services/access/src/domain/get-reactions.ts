import { isReaction, type Reaction } from '@app/proto/rules/reactions';
import { reactionsOf } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';

/** The reactions of these messages, for their sender's list (the bff has checked they are theirs). */
export async function reactionsFor(
  deps: AccessDeps,
  messageIds: string[],
): Promise<Record<string, Reaction>> {
  const rows = await reactionsOf(deps.db, messageIds);
  return Object.fromEntries(rows.flatMap((r) => (isReaction(r.reaction) ? [[r.messageId, r.reaction]] : [])));
}
