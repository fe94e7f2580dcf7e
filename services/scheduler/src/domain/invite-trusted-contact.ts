import { writeEvent } from '@app/platform/outbox';
import type { Prisma } from '../db/client.ts';
import { insertContactInvitation } from '../db/contact-invitation-repository.ts';

/**
 * A switch that asks a trusted contact is started: the contact is invited to the role now, so a wrong or dead
 * address is found out while the sender can still change it, not when a release waits on their answer.
 * Inside the transaction that starts the switch; notification sends the e-mail.
 */
export async function inviteTrustedContact(
  tx: Prisma.TransactionClient,
  ids: { messageId: string; userId: string },
  now: Date,
  contactChanges: number,
): Promise<void> {
  await insertContactInvitation(tx, ids.messageId, now, contactChanges);
  await writeEvent(tx, 'scheduler.contact_invitation.due', ids);
}
