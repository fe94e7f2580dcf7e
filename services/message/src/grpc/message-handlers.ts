import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { given } from '@app/proto/rules/proto-enum';
import { AppError } from '@app/platform/errors';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { Owner__Output } from '@app/proto/gen/app/message/v1/Owner.ts';
import { z } from 'zod';
import { addQuestion } from '../domain/add-question.ts';
import { notFound } from '../domain/errors.ts';
import { createMessage } from '../domain/create-message.ts';
import { changeTrustedContact } from '../domain/change-trusted-contact.ts';
import { correctRecipientEmail } from '../domain/correct-recipient-email.ts';
import { deleteMessage } from '../domain/delete-message.ts';
import { getDeliveryEnvelope } from '../domain/get-delivery-envelope.ts';
import { getPostalLetter } from '../domain/get-postal-letter.ts';
import { getTrustedContact } from '../domain/get-trusted-contact.ts';
import { getRecipientChoices } from '../domain/get-recipient-choices.ts';
import { setRecipientChoices } from '../domain/set-recipient-choices.ts';
import { liftAddressSuppression } from '../domain/lift-address-suppression.ts';
import { isEmailAddress } from '@app/proto/rules/email-address';
import { getPayableMessage } from '../domain/get-payable-message.ts';
import { getReadyMessage } from '../domain/get-ready-message.ts';
import { getTombstone } from '../domain/get-tombstone.ts';
import { lookupAccessCode } from '../domain/lookup-access-code.ts';
import { admitRecipient } from '../domain/admit-recipient.ts';
import { openForRecipient } from '../domain/open-for-recipient.ts';
import type { MessageDeps, Owner } from '../domain/deps.ts';
import { getMessage } from '../domain/get-message.ts';
import { getMessageFacts } from '../domain/get-message-facts.ts';
import { listMessages } from '../domain/list-messages.ts';
import { listRemovedMessages } from '../domain/list-removed-messages.ts';
import { getDeletion } from '../domain/get-deletion.ts';
import { acceptAttachment } from '../domain/accept-attachment.ts';
import { markHasMedia } from '../domain/mark-has-media.ts';
import { sealMessage } from '../domain/seal-message.ts';

function toOwner(owner: Owner__Output | null): Owner {
  if (!owner?.userId) throw new AppError('UNAUTHENTICATED', 'no owner', { reason: 'NOT_SIGNED_IN' });
  return {
    userId: owner.userId,
    username: owner.username,
    fullName: owner.fullName,
    email: owner.email,
    isEmailVerified: owner.isEmailVerified,
  };
}

// Ids are UUIDs; anything else cannot be a message of anyone's.
function messageId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
}

/** Thin mapping between the MessageService contract and the use cases (the assistant's: assistant-handlers.ts). */
export function messageHandlers(
  deps: MessageDeps & EventAdminDeps,
): Omit<AsyncHandlers<MessageServiceDefinition>, 'SuggestText' | 'GetAssistantStatus'> {
  return {
    async CreateMessage(request) {
      return createMessage(deps, toOwner(request.owner), {
        recipient: request.recipient,
        recipientEmail: request.recipientEmail,
        subject: request.subject,
        content: request.content,
        messageType: given(request.messageType) ?? '',
        securityLevel: given(request.securityLevel) ?? '',
        deliveryMethod: given(request.deliveryMethod) ?? '',
        deliveryDate: request.deliveryDate,
        schedulingType: given(request.schedulingType) ?? '',
        isAnonymous: request.isAnonymous,
        senderCustomTitle: request.senderCustomTitle,
        templateId: request.templateId,
        questions: request.questions.map((q) => ({ question: q.question, answer: q.answer })),
        postalAddress: request.postalAddress,
        lifeProofCadence: given(request.lifeProofCadence) ?? '',
        trustedContact: request.trustedContact ?? null,
        senderName: request.senderName,
        deliverNotBefore: request.deliverNotBefore,
      });
    },
    async AddQuestion(request) {
      const question = { question: request.question?.question ?? '', answer: request.question?.answer ?? '' };
      return addQuestion(deps, toOwner(request.owner), messageId(request.messageId), question);
    },
    async ListMessages(request) {
      return { messages: await listMessages(deps, toOwner(request.owner)) };
    },
    async GetMessage(request) {
      const reader =
        !request.owner?.userId && request.paymentToken
          ? { paymentToken: request.paymentToken }
          : { owner: toOwner(request.owner) };
      return getMessage(deps, reader, messageId(request.messageId));
    },
    async GetReadyMessage(request) {
      return getReadyMessage(deps, messageId(request.messageId));
    },
    async GetDeletion(request) {
      // An id that is no UUID was never a message's, so it was never deleted either.
      if (!z.uuid().safeParse(request.messageId).success) return { deletion: null };
      return getDeletion(deps, request.messageId);
    },
    async ListRemovedMessages(request) {
      return { messages: await listRemovedMessages(deps, toOwner(request.owner)) };
    },
    async GetMessageFacts(request) {
      return getMessageFacts(deps, toOwner(request.owner), messageId(request.messageId));
    },
    async MarkHasMedia(request) {
      await markHasMedia(deps, toOwner(request.owner), messageId(request.messageId));
      return {};
    },
    async SealMessage(request) {
      return sealMessage(
        deps,
        toOwner(request.owner),
        messageId(request.messageId),
        request.timeZone || undefined,
        request.confirmBouncedAddress,
      );
    },
    async DeleteMessage(request) {
      await deleteMessage(deps, toOwner(request.owner), messageId(request.messageId));
      return {};
    },
    async CorrectRecipientEmail(request) {
      await correctRecipientEmail(deps, toOwner(request.owner), {
        messageId: messageId(request.messageId),
        recipientEmail: request.recipientEmail,
      });
      return {};
    },
    async ChangeTrustedContact(request) {
      await changeTrustedContact(deps, toOwner(request.owner), {
        messageId: messageId(request.messageId),
        contact: { name: request.contact?.name, email: request.contact?.email },
      });
      return {};
    },
    async GetDeliveryEnvelope(request) {
      return getDeliveryEnvelope(deps, messageId(request.messageId));
    },
    async GetRecipientChoices(request) {
      return getRecipientChoices(deps, request.token);
    },
    async SetRecipientChoices(request) {
      return setRecipientChoices(deps, request.token, {
        refuseSender: request.refuseSender,
        refuseAnonymous: request.refuseAnonymous,
      });
    },
    async LiftAddressSuppression(request) {
      if (!isEmailAddress(request.email)) {
        throw new AppError('INVALID_ARGUMENT', 'not an e-mail address', {
          reason: 'EMAIL_INVALID',
          field: 'email',
        });
      }
      return { lifted: await liftAddressSuppression(deps, request.email) };
    },
    async GetPostalLetter(request) {
      return getPostalLetter(deps, messageId(request.messageId));
    },
    async GetTrustedContact(request) {
      return getTrustedContact(deps, messageId(request.messageId));
    },
    async AcceptAttachment(request) {
      // A user id is a UUID too; anything else owns nothing.
      await acceptAttachment(deps, messageId(request.userId), messageId(request.messageId));
      return {};
    },
    async LookupAccessCode(request) {
      return lookupAccessCode(deps, request.accessCode.slice(0, 64), request.withQuestions);
    },
    async AdmitRecipient(request) {
      const answers = request.answers.slice(0, 3).map((answer) => answer.slice(0, 500));
      return admitRecipient(deps, request.accessCode.slice(0, 64), {
        grantedMessageId: request.grantedMessageId,
        answers: request.checkAnswers ? answers : null,
        reservedMessageId: request.reservedMessageId,
      });
    },
    async OpenForRecipient(request) {
      return openForRecipient(deps, messageId(request.messageId));
    },
    async GetTombstone(request) {
      return getTombstone(deps, messageId(request.messageId));
    },
    async GetPayableMessage(request) {
      return getPayableMessage(deps, {
        messageId: messageId(request.messageId),
        userId: request.userId,
        paymentToken: request.paymentToken,
      });
    },
    async ListDeadLetters(request) {
      return deadLetterList(await listDeadLetters(deps, request.limit));
    },
    async RetryDeadLetter(request) {
      return { retriedAt: (await retryDeadLetter(deps, request.id)).toISOString() };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
