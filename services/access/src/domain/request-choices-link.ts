import { writeEvent } from '@app/platform/outbox';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

/**
 * The holder of a grant asks which messages the address accepts: the link goes by e-mail to the message's
 * recipient address (notification, on the event), so only the addressee can act on it.
 */
export async function requestChoicesLink(deps: AccessDeps, accessCode: string, grant: string): Promise<void> {
  const message = await grantedMessage(deps, accessCode, grant);
  await deps.db.$transaction((tx) =>
    writeEvent(tx, 'access.choices_link.requested', { messageId: message.messageId, userId: message.userId }),
  );
  deps.eventsWritten();
}
