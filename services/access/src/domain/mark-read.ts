import { writeEvent } from '@app/platform/outbox';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

/**
 * A person has seen the whole message: the fact goes out as an event, and the message service, which owns
 * "read", marks it (telling the sender once).
 */
export async function markSeen(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  await deps.db.$transaction((tx) =>
    writeEvent(tx, 'access.message.seen', { messageId: message.messageId, userId: message.userId }),
  );
  deps.eventsWritten();
}
