import { AppError } from '@app/platform/errors';
import { dateHorizon } from '@app/proto/rules/date-horizon';
import { isEmailAddress } from '@app/proto/rules/email-address';
import {
  MESSAGE_TYPES,
  SCHEDULING_TYPES,
  type MessageStatus,
  type MessageType,
  type SchedulingType,
} from '@app/proto/rules/message-types';
import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { oneLine } from '@app/proto/rules/one-line';
import { DELIVERY_METHODS, type DeliveryMethod } from '@app/proto/rules/prices';
import { QUESTION_LIMITS, SECURITY_LEVELS, type SecurityLevel } from '@app/proto/rules/security-levels';
import {
  DEFAULT_LIFE_PROOF_CADENCE,
  LIFE_PROOF_CADENCES,
  type LifeProofCadence,
} from '@app/proto/rules/life-proof';
import {
  postalAddressProblems,
  normalisePostalAddress,
  type PostalAddress,
  type PostalAddressInput,
} from '@app/proto/rules/postal-address';
import {
  isTrustedContactEmpty,
  normaliseTrustedContact,
  trustedContactProblems,
  type TrustedContact,
  type TrustedContactInput,
} from '@app/proto/rules/trusted-contact';

export type MessageDraftInput = {
  recipient: string;
  recipientEmail: string;
  subject: string;
  content: string;
  messageType: string;
  securityLevel: string;
  deliveryMethod: string;
  deliveryDate: string;
  schedulingType: string;
  isAnonymous: boolean;
  senderCustomTitle: string;
  templateId: number;
  questions: { question: string; answer: string }[];
  postalAddress: PostalAddressInput | null;
  /** weekly, monthly or quarterly; empty for the default (monthly). */
  lifeProofCadence: string;
  trustedContact: TrustedContactInput | null;
  /** The name the recipient sees; '' for the account's own. */
  senderName: string;
  /** Proof of life only, optional: the date a released message waits for; '' for none. */
  deliverNotBefore: string;
};

export type ValidMessageDraft = {
  recipient: string;
  recipientEmail: string;
  subject: string;
  content: string;
  messageType: MessageType;
  securityLevel: SecurityLevel;
  deliveryMethod: DeliveryMethod;
  deliveryDate: Date | null;
  schedulingType: SchedulingType;
  isAnonymous: boolean;
  senderCustomTitle: string | null;
  templateId: number | null;
  questions: { question: string; answer: string }[];
  postalAddress: PostalAddress | null;
  lifeProofCadence: LifeProofCadence;
  trustedContact: TrustedContact | null;
  /** null: the account's own name (or none at all when anonymous). */
  senderName: string | null;
  /** Proof of life: once released, it waits until then; null for at once (and for every other scheduling). */
  deliverNotBefore: Date | null;
};

// A date typed "now" reaches us a moment later; allow that much.
const pastToleranceMs = 5 * 60_000;

function fail(reason: string, field: string): never {
  throw new AppError('INVALID_ARGUMENT', `invalid ${field}`, { reason, field });
}

function oneOf<T extends string>(value: string, allowed: readonly T[], reason: string, field: string): T {
  const lower = value.trim().toLowerCase();
  const found = allowed.find((a) => a.toLowerCase() === lower);
  return found ?? fail(reason, field);
}

export function validateQuestion(input: { question: string; answer: string }): {
  question: string;
  answer: string;
} {
  const question = input.question.trim();
  if (!question) fail('QUESTION_REQUIRED', 'question');
  if (question.length > MESSAGE_TEXT_LIMITS.question) fail('QUESTION_TOO_LONG', 'question');
  if (!input.answer.trim()) fail('ANSWER_REQUIRED', 'answer');
  if (input.answer.length > MESSAGE_TEXT_LIMITS.answer) fail('ANSWER_TOO_LONG', 'answer');
  return { question, answer: input.answer };
}

/** The spec's rules for a new message, in the order the wizard shows its fields; the first failure throws. */
export function validateMessageDraft(input: MessageDraftInput, now: Date): ValidMessageDraft {
  const recipient = input.recipient.trim();
  if (!recipient) fail('RECIPIENT_REQUIRED', 'recipient');
  if (recipient.length > MESSAGE_TEXT_LIMITS.recipient) fail('RECIPIENT_TOO_LONG', 'recipient');
  const subject = input.subject.trim();
  if (!subject) fail('SUBJECT_REQUIRED', 'subject');
  if (subject.length > MESSAGE_TEXT_LIMITS.subject) fail('SUBJECT_TOO_LONG', 'subject');
  if (!input.content.trim()) fail('CONTENT_REQUIRED', 'content');
  if (input.content.length > MESSAGE_TEXT_LIMITS.content) fail('CONTENT_TOO_LONG', 'content');

  const messageType = oneOf(input.messageType, MESSAGE_TYPES, 'MESSAGE_TYPE_INVALID', 'messageType');
  const securityLevel = oneOf(
    input.securityLevel || 'none',
    SECURITY_LEVELS,
    'SECURITY_LEVEL_INVALID',
    'securityLevel',
  );
  const deliveryMethod = oneOf(
    input.deliveryMethod || 'email',
    DELIVERY_METHODS,
    'DELIVERY_METHOD_INVALID',
    'deliveryMethod',
  );
  const schedulingType = oneOf(
    input.schedulingType || 'specific_date',
    SCHEDULING_TYPES,
    'SCHEDULING_TYPE_INVALID',
    'schedulingType',
  );

  const recipientEmail = input.recipientEmail.trim().toLowerCase();
  if (deliveryMethod === 'email' || recipientEmail) {
    if (!isEmailAddress(recipientEmail)) fail('RECIPIENT_EMAIL_INVALID', 'recipientEmail');
  }

  const postalAddress = deliveryMethod === 'email' ? null : validPostalAddress(input.postalAddress);
  const lifeProofCadence = oneOf(
    input.lifeProofCadence || DEFAULT_LIFE_PROOF_CADENCE,
    LIFE_PROOF_CADENCES,
    'LIFE_PROOF_CADENCE_INVALID',
    'lifeProofCadence',
  );

  // Only proof of life is released on someone's silence; a dated message keeps no contact it never asks.
  const trustedContact =
    schedulingType === 'life_proof' ? validTrustedContact(input.trustedContact, recipientEmail) : null;

  // Proof of life is sent when the check-ins go unanswered, never by its date: it may only name a date to
  // wait for once released.
  const deliveryDate =
    schedulingType === 'specific_date' ? futureInstant(input.deliveryDate, now, 'deliveryDate') : null;
  const deliverNotBefore =
    schedulingType === 'life_proof' ? futureInstant(input.deliverNotBefore, now, 'deliverNotBefore') : null;

  const questions = input.questions.map(validateQuestion);
  if (questions.length > QUESTION_LIMITS[securityLevel].max) fail('TOO_MANY_QUESTIONS', 'questions');

  // One line, as it is printed in e-mails and letters; a sender may sign as they are known to the recipient.
  const senderName = input.isAnonymous ? null : oneLine(input.senderName) || null;
  if (senderName && senderName.length > MESSAGE_TEXT_LIMITS.senderName)
    fail('SENDER_NAME_TOO_LONG', 'senderName');
  const senderCustomTitle = input.senderCustomTitle.trim() || null;
  if (senderCustomTitle && senderCustomTitle.length > MESSAGE_TEXT_LIMITS.title)
    fail('TITLE_TOO_LONG', 'senderCustomTitle');
  const templateId = input.templateId >= 1 && input.templateId <= 16 ? input.templateId : null;

  return {
    recipient,
    recipientEmail,
    subject,
    content: input.content,
    messageType,
    securityLevel,
    deliveryMethod,
    deliveryDate,
    schedulingType,
    isAnonymous: input.isAnonymous,
    senderCustomTitle,
    templateId,
    questions,
    postalAddress,
    lifeProofCadence,
    trustedContact,
    senderName,
    deliverNotBefore,
  };
}

/** Whether a written day exists on the calendar (Date would read 2031-02-30 as 2 March). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO instant with its offset, on a day that exists, not in the past nor past the horizon every user date
 * keeps (proto/src/rules/date-horizon.ts); null when blank.
 */
function futureInstant(value: string, now: Date, field: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(trimmed);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    fail('DELIVERY_DATE_INVALID', field);
  }
  const instant = new Date(trimmed);
  if (Number.isNaN(instant.getTime())) fail('DELIVERY_DATE_INVALID', field);
  if (instant.getTime() < now.getTime() - pastToleranceMs) fail('DELIVERY_DATE_PAST', field);
  if (instant.getTime() > dateHorizon(now).getTime()) fail('DELIVERY_DATE_TOO_FAR', field);
  return instant;
}

/** The contact, none when nothing was filled in, or the first thing wrong (field `trustedContact.<part>`). */
function validTrustedContact(
  input: TrustedContactInput | null,
  recipientEmail: string,
): TrustedContact | null {
  if (!input || isTrustedContactEmpty(input)) return null;
  const [problem] = trustedContactProblems(input, recipientEmail);
  if (problem) fail(problem.reason, `trustedContact.${problem.field}`);
  return normaliseTrustedContact(input);
}

/** A letter's address, or the first thing wrong with it (field `postalAddress.<part>`). */
function validPostalAddress(input: PostalAddressInput | null): PostalAddress {
  if (!input) fail('POSTAL_ADDRESS_REQUIRED', 'postalAddress');
  const [problem] = postalAddressProblems(input);
  if (problem) fail(problem.reason, `postalAddress.${problem.field}`);
  return normalisePostalAddress(input) as PostalAddress;
}

/** The spec's derived status. */
export function messageStatus(message: { isDelivered: boolean; isRead: boolean }): MessageStatus {
  if (message.isRead) return 'read';
  return message.isDelivered ? 'delivered' : 'pending';
}
