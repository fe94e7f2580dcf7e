import { writeEvent } from '@app/platform/outbox';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

/**
 * The holder of a grant asks which messages the recipient accepts. For an e-mail the link goes to the
 * message's recipient address (notification, on the event), so only the addressee can act on it. For a letter
 * (the message service gives its token only then) the code came on the paper, the proof the addressee holds
 * it: the token is answered here and nothing is sent, for there is no mailbox to send it to.
 */
export async function requestChoicesLink(
  deps: AccessDeps,
  accessCode: string,
  grant: string,
): Promise<{ choicesToken: string }> {
  const message = await grantedMessage(deps, accessCode, grant);
  if (message.choicesToken) return { choicesToken: message.choicesToken };
  await deps.db.$transaction((tx) =>
    writeEvent(tx, 'access.choices_link.requested', { messageId: message.messageId, userId: message.userId }),
  );
  deps.eventsWritten();
  return { choicesToken: '' };
}
