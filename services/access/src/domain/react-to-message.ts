import { AppError } from '@app/platform/errors';
import { isReaction, type Reaction } from '@app/proto/rules/reactions';
import { setReaction } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

/** Sets the recipient's reaction, or clears it when none is given. */
export async function react(
  deps: AccessDeps,
  accessCode: string,
  grant: string,
  reaction: string | undefined,
): Promise<{ reaction?: Reaction }> {
  if (reaction !== undefined && !isReaction(reaction)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown reaction', {
      reason: 'INVALID_REACTION',
      field: 'reaction',
    });
  }
  const message = await grantedMessage(deps, accessCode, grant);
  await setReaction(deps.db, message.messageId, reaction ?? null);
  return { reaction };
}
