import { toLocalInputValue } from '../../../lib/local-date-input';
import {
  postalAddressProblems,
  type PostalAddress,
  type PostalAddressField,
} from '@app/proto/rules/postal-address';
import { isEmailAddress } from '@app/proto/rules/email-address';
import { DEFAULT_LIFE_PROOF_CADENCE, type LifeProofCadence } from '@app/proto/rules/life-proof';
import { QUESTION_LIMITS, type SecurityLevel } from '@app/proto/rules/security-levels';
import {
  isTrustedContactEmpty,
  normaliseTrustedContact,
  trustedContactProblems,
  type TrustedContact,
  type TrustedContactProblem,
} from '@app/proto/rules/trusted-contact';
import type { WizardMessageType } from './message-types';

export type WizardStep = 1 | 2 | 3;
export type DeliveryType = 'EMAIL' | 'POSTAL';
/** When it is sent: on a chosen date and time, as soon as it is complete, or by proof of life. */
export type Schedule = 'date' | 'now' | 'life_proof';

export type SecurityQuestion = { id: string; question: string; answer: string };

/** A letter's address as typed: every part a string (the country one of POSTAL_COUNTRIES once checked). */
export type PostalAddressDraft = Record<PostalAddressField, string>;

export function emptyPostalAddress(): PostalAddressDraft {
  return { name: '', line1: '', line2: '', postalCode: '', city: '', region: '', country: 'ES' };
}

/** Everything the person has typed into the wizard; attachments live beside it, never in it. */
export type MessageDraft = {
  step: WizardStep;
  isAnonymous: boolean;
  /** The name the recipient sees; null until the person edits it (then the account's name is used). */
  senderName: string | null;
  senderCustomTitle: string;
  messageType: WizardMessageType;
  templateId: number | null;
  recipient: string;
  subject: string;
  content: string;
  deliveryType: DeliveryType;
  recipientEmail: string;
  /** Where the letter goes, for postal delivery. */
  postalAddress: PostalAddressDraft;
  schedule: Schedule;
  /** How often proof of life asks (used when `schedule` is 'life_proof'). */
  lifeProofCadence: LifeProofCadence;
  /**
   * Who is asked before a proof-of-life message goes (used when `schedule` is 'life_proof'); both empty
   * means nobody is.
   */
  trustedContactName: string;
  trustedContactEmail: string;
  /** A `datetime-local` value (YYYY-MM-DDTHH:mm) in the person's own time zone. */
  deliveryDate: string;
  /** Proof of life, optional: once released, it waits until then (`datetime-local`; '' for at once). */
  deliverNotBefore: string;
  securityLevel: SecurityLevel;
  questions: SecurityQuestion[];
};

/** Who is writing, from the session: the address always comes from there; the name is the starting point. */
export type Sender = { name: string; email: string };

/** The name the recipient will see: what the person typed, or their account's name until they type. */
export const senderNameOf = (draft: MessageDraft, sender: Sender): string => draft.senderName ?? sender.name;

const DAY_MS = 24 * 60 * 60 * 1000;

export function emptyQuestion(): SecurityQuestion {
  return { id: crypto.randomUUID(), question: '', answer: '' };
}

export function newDraft(now: Date): MessageDraft {
  return {
    step: 1,
    isAnonymous: false,
    senderName: null,
    senderCustomTitle: '',
    messageType: 'LOVE',
    templateId: null,
    recipient: '',
    subject: '',
    content: '',
    deliveryType: 'EMAIL',
    recipientEmail: '',
    postalAddress: emptyPostalAddress(),
    schedule: 'date',
    lifeProofCadence: DEFAULT_LIFE_PROOF_CADENCE,
    trustedContactName: '',
    trustedContactEmail: '',
    deliveryDate: toLocalInputValue(new Date(now.getTime() + DAY_MS)),
    deliverNotBefore: '',
    securityLevel: 'none',
    questions: [],
  };
}

const isBlank = (value: string) => value.trim() === '';

/** A field the person still has to fill before going on; each has its own inline text. */
export type MissingField =
  | 'senderName'
  | 'recipient'
  | 'subject'
  | 'content'
  | 'recipientEmail'
  | 'recipientEmailInvalid'
  | `postal:${PostalAddressField}`
  | 'deliveryDate'
  | 'deliveryDatePast'
  | 'deliverNotBeforePast'
  | 'trustedContactName'
  | 'trustedContactNameTooLong'
  | 'trustedContactEmail'
  | 'trustedContactIsRecipient'
  | 'questions'
  | `question:${string}`
  | `answer:${string}`;

const contactMissing: Record<TrustedContactProblem['reason'], MissingField> = {
  TRUSTED_CONTACT_NAME_REQUIRED: 'trustedContactName',
  TRUSTED_CONTACT_NAME_TOO_LONG: 'trustedContactNameTooLong',
  TRUSTED_CONTACT_EMAIL_INVALID: 'trustedContactEmail',
  TRUSTED_CONTACT_IS_RECIPIENT: 'trustedContactIsRecipient',
};

/** The trusted contact the message would be sent with: only for proof of life, and only when named. */
function trustedContactOf(draft: MessageDraft): TrustedContact | null {
  const input = { name: draft.trustedContactName, email: draft.trustedContactEmail };
  if (draft.schedule !== 'life_proof' || isTrustedContactEmpty(input)) return null;
  return normaliseTrustedContact(input);
}

/**
 * What keeps a step from being complete, in the order the fields appear. The spec's rules: step 1 needs
 * anonymous mode or a sender name and e-mail; step 2 a recipient, subject and content; step 3 a recipient
 * e-mail for e-mail delivery (a postable address for a letter) and, for a level with questions, at least one
 * with no blank question or answer. Step 3 also wants a delivery date that is not in the past when a date is
 * chosen (the server refuses one), and a trusted contact, when one is begun, that the server would accept.
 */
export function missingFields(
  draft: MessageDraft,
  step: WizardStep,
  sender: Sender,
  now: Date,
): MissingField[] {
  const missing: MissingField[] = [];
  if (step === 1) {
    if (!draft.isAnonymous && (isBlank(senderNameOf(draft, sender)) || isBlank(sender.email))) {
      missing.push('senderName');
    }
    return missing;
  }
  if (step === 2) {
    if (isBlank(draft.recipient)) missing.push('recipient');
    if (isBlank(draft.subject)) missing.push('subject');
    if (isBlank(draft.content)) missing.push('content');
    return missing;
  }
  if (draft.deliveryType === 'EMAIL') {
    const address = draft.recipientEmail.trim();
    if (!address) missing.push('recipientEmail');
    // The server's own check: an address no mail server takes is refused before anything is sealed.
    else if (!isEmailAddress(address.toLowerCase())) missing.push('recipientEmailInvalid');
  }
  if (draft.deliveryType === 'POSTAL') {
    // The server's own check (the country's postal-code format included), so what passes here is accepted.
    for (const problem of postalAddressProblems(draft.postalAddress)) missing.push(`postal:${problem.field}`);
  }
  if (draft.schedule === 'date') {
    const date = new Date(draft.deliveryDate);
    if (isBlank(draft.deliveryDate) || Number.isNaN(date.getTime())) missing.push('deliveryDate');
    // The picker works to the minute, so "now" is only in the past once the minute is over.
    else if (date.getTime() < now.getTime() - 60_000) missing.push('deliveryDatePast');
  }
  if (draft.schedule === 'life_proof' && !isBlank(draft.deliverNotBefore)) {
    const date = new Date(draft.deliverNotBefore);
    if (Number.isNaN(date.getTime()) || date.getTime() < now.getTime() - 60_000) {
      missing.push('deliverNotBeforePast');
    }
  }
  const contact = trustedContactOf(draft);
  if (contact) {
    // The server's own check; a letter has no recipient e-mail for the contact to clash with.
    const recipientEmail = draft.deliveryType === 'EMAIL' ? draft.recipientEmail : '';
    for (const problem of trustedContactProblems(contact, recipientEmail)) {
      missing.push(contactMissing[problem.reason]);
    }
  }
  if (QUESTION_LIMITS[draft.securityLevel].min > 0) {
    if (draft.questions.length === 0) missing.push('questions');
    for (const question of draft.questions) {
      if (isBlank(question.question)) missing.push(`question:${question.id}`);
      if (isBlank(question.answer)) missing.push(`answer:${question.id}`);
    }
  }
  return missing;
}

export function isStepComplete(draft: MessageDraft, step: WizardStep, sender: Sender, now: Date): boolean {
  return missingFields(draft, step, sender, now).length === 0;
}

/** The furthest step the person may open: every step before it must be complete. */
export function furthestReachableStep(draft: MessageDraft, sender: Sender, now: Date): WizardStep {
  if (!isStepComplete(draft, 1, sender, now)) return 1;
  if (!isStepComplete(draft, 2, sender, now)) return 2;
  return 3;
}

/**
 * The spec's switching rule: choosing BASIC keeps the questions there are, or adds one empty question;
 * any other level clears them. Intermediate and strict then take exactly one question, so they start with
 * a single empty one.
 */
export function changeSecurityLevel(draft: MessageDraft, level: SecurityLevel): MessageDraft {
  if (level === draft.securityLevel) return draft;
  if (level === 'basic') {
    return {
      ...draft,
      securityLevel: level,
      questions: draft.questions.length > 0 ? draft.questions : [emptyQuestion()],
    };
  }
  return { ...draft, securityLevel: level, questions: level === 'none' ? [] : [emptyQuestion()] };
}

export function canAddQuestion(draft: MessageDraft): boolean {
  return draft.questions.length < QUESTION_LIMITS[draft.securityLevel].max;
}

export function addQuestion(draft: MessageDraft): MessageDraft {
  return canAddQuestion(draft) ? { ...draft, questions: [...draft.questions, emptyQuestion()] } : draft;
}

/** A question can go only while another remains: a level that asks one never ends up with none. */
export function canRemoveQuestion(draft: MessageDraft): boolean {
  return draft.questions.length > 1;
}

export function removeQuestion(draft: MessageDraft, id: string): MessageDraft {
  return canRemoveQuestion(draft)
    ? { ...draft, questions: draft.questions.filter((question) => question.id !== id) }
    : draft;
}

export function updateQuestion(
  draft: MessageDraft,
  id: string,
  change: Partial<Pick<SecurityQuestion, 'question' | 'answer'>>,
): MessageDraft {
  return {
    ...draft,
    questions: draft.questions.map((question) =>
      question.id === id ? { ...question, ...change } : question,
    ),
  };
}

/** Choosing the post addresses the letter to the recipient from step 2 until the sender writes another name. */
export function chooseDeliveryType(draft: MessageDraft, deliveryType: DeliveryType): MessageDraft {
  const address = draft.postalAddress;
  const name = deliveryType === 'POSTAL' && !address.name.trim() ? draft.recipient.trim() : address.name;
  return { ...draft, deliveryType, postalAddress: { ...address, name } };
}

/** Choosing a type drops the template picked for the old one (the wizard then shows the preview). */
export function selectMessageType(draft: MessageDraft, messageType: WizardMessageType): MessageDraft {
  return { ...draft, messageType, templateId: null };
}

export function applyTemplate(draft: MessageDraft, template: { id: number; content: string }): MessageDraft {
  return { ...draft, templateId: template.id, content: template.content };
}

/** The body of `POST /api/messages`, from the draft. */
export function toCreateMessageInput(draft: MessageDraft, sender: Sender) {
  const byEmail = draft.deliveryType === 'EMAIL';
  return {
    recipient: draft.recipient.trim(),
    // Postal delivery asks for no e-mail (the field is hidden): one typed before switching is not sent.
    recipientEmail: byEmail ? draft.recipientEmail.trim() : '',
    postalAddress: byEmail ? null : toPostalAddress(draft.postalAddress),
    subject: draft.subject.trim(),
    content: draft.content,
    messageType: draft.messageType,
    securityLevel: draft.securityLevel,
    deliveryMethod: byEmail ? ('email' as const) : ('postal' as const),
    deliveryDate: draft.schedule === 'date' ? new Date(draft.deliveryDate).toISOString() : null,
    schedulingType: draft.schedule === 'life_proof' ? ('life_proof' as const) : ('specific_date' as const),
    lifeProofCadence: draft.schedule === 'life_proof' ? draft.lifeProofCadence : DEFAULT_LIFE_PROOF_CADENCE,
    deliverNotBefore:
      draft.schedule === 'life_proof' && !isBlank(draft.deliverNotBefore)
        ? new Date(draft.deliverNotBefore).toISOString()
        : null,
    // A contact typed before choosing a date stays in this browser, never sent.
    trustedContact: trustedContactOf(draft),
    isAnonymous: draft.isAnonymous,
    // The spec's anonymous rule: no name and no e-mail leave the wizard (the server ignores them anyway).
    senderName: draft.isAnonymous ? 'Anónimo' : senderNameOf(draft, sender).trim(),
    senderEmail: draft.isAnonymous ? '' : sender.email,
    senderCustomTitle: draft.isAnonymous ? '' : draft.senderCustomTitle.trim(),
    templateId: draft.templateId,
    questions: draft.questions.map(({ question, answer }) => ({ question: question.trim(), answer })),
  };
}

function toPostalAddress(draft: PostalAddressDraft): PostalAddress {
  const trimmed = Object.fromEntries(Object.entries(draft).map(([part, value]) => [part, value.trim()]));
  return trimmed as PostalAddress;
}
