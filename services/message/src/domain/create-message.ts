import { randomUUID } from 'node:crypto';
import { hashAnswer } from './answer-hash.ts';
import { generateAccessCode, normaliseAccessCode } from '@app/proto/rules/access-code';
import { AppError } from '@app/platform/errors';
import { MAX_OPEN_DRAFTS } from '@app/proto/rules/drafts';
import { countOpenDrafts, insertMessage, insertQuestion } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { accessCodeHash, recipientKeyOf, seal } from './sealed-fields.ts';
import { validateMessageDraft, type MessageDraftInput } from './validate-message.ts';

/**
 * Creates a message with its questions, unsealed: nothing is delivered, paid for or charged until it is
 * sealed. The sender's name and e-mail come from the session (none at all when anonymous); every text is
 * encrypted; the access code is stored as a keyed hash for lookups and encrypted for its owner.
 */
export async function createMessage(
  deps: MessageDeps,
  owner: Owner,
  input: MessageDraftInput,
): Promise<{ id: string; accessCode: string; requiresPayment: boolean }> {
  // A draft can only ever be sealed by a verified sender: unverified accounts store nothing (nor upload).
  if (!owner.isEmailVerified) {
    throw new AppError('FAILED_PRECONDITION', 'sender not verified', { reason: 'EMAIL_NOT_VERIFIED' });
  }
  const draft = validateMessageDraft(input, deps.now());
  // Asked before anything is written: if payment cannot answer, the call fails and leaves nothing behind.
  const requiresPayment = await paymentWouldBeRequired(deps, owner, draft.deliveryMethod);
  const id = randomUUID();
  const accessCode = generateAccessCode();
  const answerHashes = await Promise.all(draft.questions.map((q) => hashAnswer(deps.answerPepper, q.answer)));
  const s = (field: string, value: string) => seal(deps, id, field, value);
  await deps.db.$transaction(async (tx) => {
    // One create of a user at a time, counted under the lock: parallel creates cannot pass the limit together.
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`drafts:${owner.userId}`}))) AS locked`;
    if ((await countOpenDrafts(tx, owner.userId)) >= MAX_OPEN_DRAFTS) {
      throw new AppError('RESOURCE_EXHAUSTED', 'too many unsealed messages', { reason: 'DRAFT_LIMIT' });
    }
    await insertMessage(tx, {
      id,
      userId: owner.userId,
      messageType: draft.messageType,
      securityLevel: draft.securityLevel,
      deliveryMethod: draft.deliveryMethod,
      schedulingType: draft.schedulingType,
      lifeProofCadence: draft.lifeProofCadence,
      deliveryDate: draft.deliveryDate,
      deliverNotBefore: draft.deliverNotBefore,
      isAnonymous: draft.isAnonymous,
      recipientEnc: s('recipient', draft.recipient),
      recipientEmailEnc: s('recipientEmail', draft.recipientEmail),
      recipientKey: recipientKeyOf(deps, draft),
      subjectEnc: s('subject', draft.subject),
      contentEnc: s('content', draft.content),
      senderNameEnc: draft.isAnonymous
        ? null
        : s('senderName', draft.senderName ?? (owner.fullName || owner.username)),
      senderEmailEnc: draft.isAnonymous ? null : s('senderEmail', owner.email),
      senderCustomTitleEnc: draft.senderCustomTitle ? s('senderCustomTitle', draft.senderCustomTitle) : null,
      accessCodeHash: accessCodeHash(deps, normaliseAccessCode(accessCode)!),
      accessCodeEnc: s('accessCode', accessCode),
      templateId: draft.templateId,
      postalAddressEnc: draft.postalAddress ? s('postalAddress', JSON.stringify(draft.postalAddress)) : null,
      trustedContactEnc: draft.trustedContact
        ? s('trustedContact', JSON.stringify(draft.trustedContact))
        : null,
    });
    for (const [position, question] of draft.questions.entries()) {
      await insertQuestion(tx, {
        messageId: id,
        position,
        questionEnc: s(`question:${position}`, question.question),
        answerHash: answerHashes[position]!,
      });
    }
  });
  return { id, accessCode, requiresPayment };
}

/** What sealing will ask as things stand: e-mail deliveries are free while free deliveries last. */
export async function paymentWouldBeRequired(
  deps: Pick<MessageDeps, 'payment'>,
  owner: Owner,
  deliveryMethod: string,
): Promise<boolean> {
  if (deliveryMethod !== 'email') return true;
  const { freeDeliveries } = await deps.payment.GetFreeDeliveries({ userId: owner.userId });
  return freeDeliveries <= 0;
}
