import { deleteTombstone } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/**
 * notification.deletion.notified → the notices are sent, so who the message was for is forgotten. A repeat
 * finds nothing left.
 */
export async function forgetTombstone(deps: MessageDeps, messageId: string): Promise<{ forgotten: boolean }> {
  return { forgotten: await deleteTombstone(deps.db, messageId) };
}
