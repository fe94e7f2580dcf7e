import { listOwnedMessages } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { toSummary } from './message-summary.ts';
import { unsealable } from './recipient-choices.ts';

export async function listMessages(deps: MessageDeps, owner: Owner) {
  const rows = await listOwnedMessages(deps.db, owner.userId);
  return Promise.all(rows.map(async (row) => toSummary(deps, row, await unsealable(deps, row))));
}
