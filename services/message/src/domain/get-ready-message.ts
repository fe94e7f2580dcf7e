import { findMessageById } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './errors.ts';

/**
 * A message that may go out (sealed, and free or paid), as the scheduler plans it: its scheduling is read
 * here, never taken from an event. NOT_FOUND otherwise.
 */
export async function getReadyMessage(deps: Pick<MessageDeps, 'db'>, messageId: string) {
  const row = await findMessageById(deps.db, messageId);
  if (!row || row.sealedAt === null || (row.requiresPayment && !row.paid)) throw notFound();
  return {
    messageId: row.id,
    userId: row.userId,
    schedulingType: row.schedulingType,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    timeZone: row.timeZone,
    lifeProofCadence: row.lifeProofCadence,
    hasTrustedContact: row.trustedContactEnc !== null,
    deliverNotBefore: row.deliverNotBefore?.toISOString() ?? '',
    trustedContactChanges: row.trustedContactChanges,
  };
}
