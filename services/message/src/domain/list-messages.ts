import { listOwnedMessages } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { toSummary } from './message-summary.ts';

export async function listMessages(deps: MessageDeps, owner: Owner) {
  return (await listOwnedMessages(deps.db, owner.userId)).map((row) => toSummary(deps, row));
}
