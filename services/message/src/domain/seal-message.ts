import { AppError } from '@app/platform/errors';
import { QUESTION_LIMITS, type SecurityLevel } from '@app/proto/rules/security-levels';
import { writeEvent } from '@app/platform/outbox';
import { countSealedSince, findOwnedMessage, markSealed } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import { restOf } from './address-suppression.ts';
import { refusalOf } from './recipient-choices.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { mintPaymentToken } from './payment-token.ts';
import { open } from './sealed-fields.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@app/proto/rules/time-zone';

export type SealResult = {
  id: string;
  accessCode: string;
  requiresPayment: boolean;
  /** Present when the message waits for payment: a fresh token for the guest payment page. */
  paymentToken: string;
  paymentTokenExpiresAt: string;
};

/**
 * One sender's seals queue on an advisory lock, each in a transaction that holds a connection while it waits:
 * Prisma's defaults (2 s for a connection, 5 s in all) turned a burst of seals on a loaded machine into 500s.
 * The caller's deadline still bounds the wait; a seal that outlives it completes, and sealing again answers it.
 */
const sealTransactionBounds = { maxWait: 15_000, timeout: 30_000 };

/**
 * Completes a message: checks it is whole (a level that needs a question has one), that the sender's address
 * is verified and within the daily limit, spends a free delivery when one applies (payment's ledger makes
 * that exactly once per message), and freezes it. Sealing again answers what the first seal decided.
 */
export async function sealMessage(
  deps: MessageDeps,
  owner: Owner,
  messageId: string,
  timeZone = DEFAULT_TIME_ZONE,
  /** The sender was warned that the recipient's address rests after a bounce, and seals anyway. */
  confirmBouncedAddress = false,
): Promise<SealResult> {
  if (!isTimeZone(timeZone)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown time zone', { reason: 'BAD_REQUEST', field: 'timeZone' });
  }
  const message = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (!message) throw notFound();
  const result = async (requiresPayment: boolean, paid: boolean): Promise<SealResult> => ({
    id: message.id,
    accessCode: open(deps, message.id, 'accessCode', message.accessCodeEnc),
    requiresPayment,
    ...(requiresPayment && !paid
      ? await mintPaymentToken(deps, message.id)
      : { paymentToken: '', paymentTokenExpiresAt: '' }),
  });
  if (message.sealedAt) return result(message.requiresPayment, message.paid);
  if (!owner.isEmailVerified) {
    throw new AppError('FAILED_PRECONDITION', 'sender not verified', { reason: 'EMAIL_NOT_VERIFIED' });
  }
  if (message.questions.length < QUESTION_LIMITS[message.securityLevel as SecurityLevel].min) {
    throw new AppError('FAILED_PRECONDITION', 'a question is missing', {
      reason: 'QUESTION_MISSING',
      field: 'questions',
    });
  }
  // Told before anything is spent or paid: the recipient refused this sender, or anonymous messages.
  const refused = await refusalOf(deps, message);
  if (refused) {
    throw new AppError('FAILED_PRECONDITION', 'recipient declined', {
      reason: refused === 'sender' ? 'RECIPIENT_DECLINED' : 'RECIPIENT_DECLINED_ANONYMOUS',
    });
  }
  // Warned before anything is spent or paid: mail to this address bounced lately, and a letter sealed now is
  // not sent while it rests. The sender may correct it, or seal anyway (a date after the rest, a new mailbox).
  if (message.deliveryMethod === 'email' && !confirmBouncedAddress && (await restOf(deps, message))) {
    throw new AppError('FAILED_PRECONDITION', 'recipient address bounced', {
      reason: 'RECIPIENT_ADDRESS_BOUNCED',
      field: 'recipientEmail',
    });
  }
  const now = deps.now();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const dailyLimitReached = () =>
    new AppError('RESOURCE_EXHAUSTED', 'daily limit', {
      reason: 'DAILY_LIMIT_REACHED',
      retryAfterSeconds: 3_600,
    });
  if ((await countSealedSince(deps.db, owner.userId, dayAgo)) >= deps.dailySealLimit)
    throw dailyLimitReached();
  const free =
    message.deliveryMethod === 'email' &&
    (await deps.payment.SpendFreeDelivery({ userId: owner.userId, messageId })).spent;
  const sealedNow = await deps.db.$transaction(async (tx) => {
    // One seal of a user at a time, counted again under the lock: parallel seals cannot pass the limit together.
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`seal:${owner.userId}`}))) AS locked`;
    if ((await countSealedSince(tx, owner.userId, dayAgo)) >= deps.dailySealLimit) throw dailyLimitReached();
    if (!(await markSealed(tx, messageId, { sealedAt: now, requiresPayment: !free, paid: free, timeZone })))
      return false;
    await writeEvent(tx, 'message.sealed', { messageId, userId: owner.userId, requiresPayment: !free });
    if (free) {
      await writeEvent(tx, 'message.ready', {
        messageId,
        userId: owner.userId,
        schedulingType: message.schedulingType,
        deliveryDate: message.deliveryDate?.toISOString() ?? null,
        timeZone,
        cadence: message.lifeProofCadence,
      });
    }
    return true;
  }, sealTransactionBounds);
  if (sealedNow) {
    deps.eventsWritten();
    return result(!free, free);
  }
  // A concurrent seal won; answer what it decided.
  const sealed = await findOwnedMessage(deps.db, owner.userId, messageId);
  return result(sealed?.requiresPayment ?? !free, sealed?.paid ?? free);
}
