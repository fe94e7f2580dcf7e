import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '@app/platform/encryption';
import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import type { Prisma } from '../db/client.ts';
import { deleteMessageRow, findMessageById, type MessageFields } from '../db/message-repository.ts';
import { findRefusals } from '../db/recipient-refusal-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';
import { fieldReader, open, openPostalAddress, recipientKeyOf } from './sealed-fields.ts';

/** What `refused_sender` holds for "no anonymous message, from anyone". */
export const ANONYMOUS = 'anonymous';

type KeyDeps = Pick<MessageDeps, 'accessCodePepper'>;

/**
 * The token of a message's "your choices" link (in its delivery e-mail, and in the e-mail a message view can
 * ask for; on a letter's paper, and answered to the holder of its code): the message id and a keyed hash of it.
 * Whoever holds it can only say what its recipient accepts from that message's sender; it reached their mailbox
 * or their door, which is the proof asked for.
 */
export function choicesToken(deps: KeyDeps, messageId: string): string {
  return `${messageId}.${keyedHash(deps.accessCodePepper, 'recipient-choices', messageId).slice(0, 32)}`;
}

const linkInvalid = () =>
  new AppError('NOT_FOUND', 'unknown or stale choices link', { reason: 'CHOICES_LINK_INVALID' });

function messageOfToken(deps: KeyDeps, token: string): string {
  const [messageId = '', mac = ''] = token.split('.');
  if (!z.uuid().safeParse(messageId).success) throw linkInvalid();
  const expected = Buffer.from(choicesToken(deps, messageId));
  const given = Buffer.from(`${messageId}.${mac}`);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkInvalid();
  return messageId;
}

/** Who a sealed message's refusals are about: its recipient's key, its sender, and whether it hid them. */
export function partiesOf(deps: Pick<MessageDeps, 'keyRing' | 'accessCodePepper'>, message: MessageFields) {
  return {
    // Rows from before the stored key, and letters from before their own (the migration postal_recipient_key).
    key:
      message.recipientKey ??
      recipientKeyOf(deps, {
        deliveryMethod: message.deliveryMethod,
        recipientEmail: open(deps, message.id, 'recipientEmail', message.recipientEmailEnc),
        postalAddress: openPostalAddress(deps, message.id, message.postalAddressEnc),
      }),
    senderUserId: message.userId,
    isAnonymous: message.isAnonymous,
  };
}

/**
 * What its recipient refused of this message: its sender (`sender`, whether it is anonymous or not), anonymous
 * messages (`anonymous`, for an anonymous one), or nothing (null). The sender is told which.
 */
export async function refusalOf(
  deps: Pick<MessageDeps, 'db' | 'keyRing' | 'accessCodePepper'>,
  message: MessageFields,
  db: Pick<MessageDeps, 'db'>['db'] | Prisma.TransactionClient = deps.db,
): Promise<'sender' | 'anonymous' | null> {
  const { key, senderUserId, isAnonymous } = partiesOf(deps, message);
  const refusals = await findRefusals(db, key, isAnonymous ? [senderUserId, ANONYMOUS] : [senderUserId]);
  if (refusals.includes(senderUserId)) return 'sender';
  return refusals.length > 0 ? 'anonymous' : null;
}

/** Whether its recipient refused this message's sender, or (for an anonymous one) anonymous messages. */
export async function isDeclined(
  deps: Pick<MessageDeps, 'db' | 'keyRing' | 'accessCodePepper'>,
  message: MessageFields,
  db: Pick<MessageDeps, 'db'>['db'] | Prisma.TransactionClient = deps.db,
): Promise<boolean> {
  return (await refusalOf(deps, message, db)) !== null;
}

/**
 * An unsealed message its recipient refused can never be sealed: its owner's card says so rather than offering to
 * finish it. A sealed one is answered false here (its refusal is checked again when it comes due).
 */
export async function unsealable(
  deps: Pick<MessageDeps, 'db' | 'keyRing' | 'accessCodePepper'>,
  message: MessageFields,
): Promise<boolean> {
  return message.sealedAt === null && (await isDeclined(deps, message));
}

export type RecipientChoices = {
  /** The sender's name as the message shows it; '' for an anonymous one. */
  senderName: string;
  isAnonymous: boolean;
  refusesSender: boolean;
  refusesAnonymous: boolean;
};

export async function choicesOf(deps: MessageDeps, message: MessageFields): Promise<RecipientChoices> {
  const { key, senderUserId } = partiesOf(deps, message);
  const refused = new Set(await findRefusals(deps.db, key, [senderUserId, ANONYMOUS]));
  return {
    senderName: message.isAnonymous ? '' : fieldReader(deps, message.id)('senderName', message.senderNameEnc),
    isAnonymous: message.isAnonymous,
    refusesSender: refused.has(senderUserId),
    refusesAnonymous: refused.has(ANONYMOUS),
  };
}

export async function sealedMessageOf(deps: MessageDeps, token: string) {
  const message = await findMessageById(deps.db, messageOfToken(deps, token));
  if (!message?.sealedAt) throw linkInvalid();
  return message;
}

/**
 * A message due for a recipient who refused its sender since it was sealed: deleted as `declined`, so its
 * payment or free delivery goes back (message.deleted) and its sender's page says the recipient declined it.
 */
export async function declineMessage(deps: MessageDeps, message: MessageFields): Promise<boolean> {
  const declined = await deps.db.$transaction(async (tx) => {
    if (!(await deleteMessageRow(tx, message.id))) return false;
    const deletion = {
      messageId: message.id,
      userId: message.userId,
      reason: 'declined' as const,
      wasDelivered: false,
    };
    await recordDeletion(tx, deletion, message, deps.now());
    return true;
  });
  if (declined) deps.eventsWritten();
  return declined;
}
