import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import {
  normaliseTrustedContact,
  trustedContactProblems,
  type TrustedContactInput,
} from '@app/proto/rules/trusted-contact';
import { changeTrustedContactRow, lockOwnedContact } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { open, seal } from './sealed-fields.ts';

/** Each change e-mails a new person: a few rescue a wrong address or a refusal, more would make us a mailer. */
export const MAX_TRUSTED_CONTACT_CHANGES = 3;

/**
 * The sender replaces the trusted contact of a sealed proof-of-life message that still waits (the invitation
 * bounced, or the contact declined): the same rules as when writing it, and the scheduler invites the new one
 * (message.trusted_contact.changed). Only a message that names a contact, is sealed and not yet released, at most
 * MAX_TRUSTED_CONTACT_CHANGES times; the row is locked meanwhile.
 */
export async function changeTrustedContact(
  deps: MessageDeps,
  owner: Owner,
  input: { messageId: string; contact: TrustedContactInput },
): Promise<void> {
  const { messageId } = input;
  await deps.db.$transaction(async (tx) => {
    const row = await lockOwnedContact(tx, owner.userId, messageId);
    if (!row) throw notFound();
    if (row.schedulingType !== 'life_proof' || !row.sealedAt || row.releasedAt || !row.trustedContactEnc) {
      throw new AppError('FAILED_PRECONDITION', 'no contact to change', {
        reason: 'TRUSTED_CONTACT_NOT_CHANGEABLE',
      });
    }
    const recipientEmail = open(deps, messageId, 'recipientEmail', row.recipientEmailEnc);
    const [problem] = trustedContactProblems(input.contact, recipientEmail);
    if (problem) {
      throw new AppError('INVALID_ARGUMENT', `invalid contact ${problem.field}`, {
        reason: problem.reason,
        field: `trustedContact.${problem.field}`,
      });
    }
    if (row.trustedContactChanges >= MAX_TRUSTED_CONTACT_CHANGES) {
      throw new AppError('FAILED_PRECONDITION', 'changes spent', { reason: 'TRUSTED_CONTACT_CHANGES_SPENT' });
    }
    const contact = normaliseTrustedContact(input.contact);
    await changeTrustedContactRow(
      tx,
      messageId,
      seal(deps, messageId, 'trustedContact', JSON.stringify(contact)),
    );
    await writeEvent(tx, 'message.trusted_contact.changed', { messageId, userId: owner.userId });
  });
  deps.eventsWritten();
}
