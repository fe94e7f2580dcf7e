import type { ContactInvitationState } from '@app/proto/rules/trusted-contact';
import type { LifeProofState } from '../domain/life-proof-state.ts';
import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

export type InvitationRow = {
  messageId: string;
  userId: string;
  state: ContactInvitationState;
  switchState: LifeProofState;
};

const invitationColumns = {
  messageId: true,
  state: true,
  switch: { select: { userId: true, state: true } },
} as const;

type Found = Prisma.ContactInvitationGetPayload<{ select: typeof invitationColumns }>;
const toRow = (found: Found): InvitationRow => ({
  messageId: found.messageId,
  userId: found.switch.userId,
  state: found.state,
  switchState: found.switch.state,
});

/**
 * The invitation of a switch that asks a contact, once (a repeated start writes nothing), for the contact the
 * message names after `contactChanges` changes.
 */
export async function insertContactInvitation(
  db: Tx,
  messageId: string,
  at: Date,
  contactChanges: number,
): Promise<void> {
  await db.contactInvitation.createMany({
    data: [{ messageId, invitedAt: at, contactChanges }],
    skipDuplicates: true,
  });
}

/**
 * A new contact's invitation, in place of the previous one's (whose links stop answering), for the message's
 * `contactChanges`-th change: false when the invitation is already for that change or a later one.
 */
export async function renewContactInvitation(
  db: Tx,
  messageId: string,
  at: Date,
  contactChanges: number,
): Promise<boolean> {
  const { count } = await db.contactInvitation.updateMany({
    where: { messageId, contactChanges: { lt: contactChanges } },
    data: { state: 'invited', tokenHash: null, invitedAt: at, answeredAt: null, contactChanges },
  });
  if (count === 1) return true;
  const created = await db.contactInvitation.createMany({
    data: [{ messageId, invitedAt: at, contactChanges }],
    skipDuplicates: true,
  });
  return created.count === 1;
}

/** When the switch's current invitation was made: a bounce of an e-mail sent before is a previous one's. */
export async function findInvitedAt(db: Tx, messageId: string): Promise<Date | null> {
  const found = await db.contactInvitation.findUnique({ where: { messageId }, select: { invitedAt: true } });
  return found?.invitedAt ?? null;
}

/** Keeps the hash of the invitation's newest link (an older link stops answering); null when there is none. */
export async function replaceInvitationToken(
  db: Tx,
  messageId: string,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const found = await db.contactInvitation.updateManyAndReturn({
    where: { messageId },
    data: { tokenHash },
    select: invitationColumns,
  });
  return found[0] ? toRow(found[0]) : null;
}

export async function findInvitationByTokenHash(db: Tx, tokenHash: string): Promise<InvitationRow | null> {
  const found = await db.contactInvitation.findUnique({ where: { tokenHash }, select: invitationColumns });
  return found && toRow(found);
}

export async function saveInvitationAnswer(
  db: Tx,
  messageId: string,
  state: 'accepted' | 'declined',
  at: Date,
): Promise<void> {
  await db.contactInvitation.update({ where: { messageId }, data: { state, answeredAt: at } });
}

/** An invitation still unanswered came back undelivered; false when there is none such (answered, or none). */
export async function markInvitationBounced(db: Tx, messageId: string, userId: string): Promise<boolean> {
  const { count } = await db.contactInvitation.updateMany({
    where: { messageId, state: 'invited', switch: { userId } },
    data: { state: 'bounced' },
  });
  return count === 1;
}
