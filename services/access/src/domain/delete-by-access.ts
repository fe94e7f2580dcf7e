import { writeEvent } from '@app/platform/outbox';
import { destroyOnce } from '../db/access-state-repository.ts';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

/**
 * The recipient deletes the message: it is closed here at once (its code answers as one that never existed),
 * and the event has the message service, which owns it, delete it and its attachments and tell the sender.
 * What is kept here goes when message.deleted comes back.
 */
export async function deleteByAccess(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  const payload = { messageId: message.messageId, userId: message.userId };
  await deps.db.$transaction(async (tx) => {
    if (await destroyOnce(tx, message.messageId, deps.now())) {
      await writeEvent(tx, 'access.message.deleted_by_recipient', payload);
    }
  });
  deps.eventsWritten();
}
