import { ContactInvitationState as ContactInvitationStateEnum } from '../../gen/app/scheduler/v1/ContactInvitationState.ts';
import { ContactState as ContactStateEnum } from '../../gen/app/scheduler/v1/ContactState.ts';
import { enumValues } from './proto-enum.ts';

import { isEmailAddress } from './email-address.ts';
import { oneLine } from './one-line.ts';

/**
 * A proof-of-life message's optional trusted contact: someone the sender names who is asked, once the
 * sender has missed every check-in and the last chance, whether the message should really go. They can stop
 * it (the sender is fine) or let it go at once; silent for CONTACT_WINDOW_DAYS, it goes. One check for the
 * wizard, the bff and the message service.
 */
export type TrustedContact = { name: string; email: string };
export type TrustedContactInput = { name?: string | undefined; email?: string | undefined };

export const TRUSTED_CONTACT_NAME_MAX = 100;

/** Where a trusted contact's question stands: awaited, answered either way, or closed without their answer. */
export const CONTACT_STATES = enumValues(ContactStateEnum);
export type ContactState = (typeof CONTACT_STATES)[number];

/** Where the contact's invitation to the role stands (sent when the message is armed). */
export const CONTACT_INVITATION_STATES = enumValues(ContactInvitationStateEnum);
export type ContactInvitationState = (typeof CONTACT_INVITATION_STATES)[number];

/** What the contact may answer to their invitation. */
export const CONTACT_INVITATION_ANSWERS = ['accept', 'decline'] as const;
export type ContactInvitationAnswer = (typeof CONTACT_INVITATION_ANSWERS)[number];

/** How long the contact has to answer before silence lets the message go. */
export const CONTACT_WINDOW_DAYS = 7;

export type TrustedContactProblem = {
  field: keyof TrustedContact;
  reason:
    | 'TRUSTED_CONTACT_NAME_REQUIRED'
    | 'TRUSTED_CONTACT_NAME_TOO_LONG'
    | 'TRUSTED_CONTACT_EMAIL_INVALID'
    | 'TRUSTED_CONTACT_IS_RECIPIENT';
};

/** The contact as it is stored: a name on one line, the address lower-cased. */
export function normaliseTrustedContact(input: TrustedContactInput): TrustedContact {
  return {
    name: oneLine(input.name),
    email: (input.email ?? '').trim().toLowerCase(),
  };
}

/** Nothing filled in: the message has no trusted contact. */
export function isTrustedContactEmpty(input: TrustedContactInput): boolean {
  const contact = normaliseTrustedContact(input);
  return !contact.name && !contact.email;
}

/**
 * Every problem with a contact, in the order the form shows its fields. The recipient cannot be the
 * contact: the person who receives the message must not be the one who decides that it goes.
 */
export function trustedContactProblems(
  input: TrustedContactInput,
  recipientEmail: string,
): TrustedContactProblem[] {
  const contact = normaliseTrustedContact(input);
  const problems: TrustedContactProblem[] = [];
  if (!contact.name) problems.push({ field: 'name', reason: 'TRUSTED_CONTACT_NAME_REQUIRED' });
  if (contact.name.length > TRUSTED_CONTACT_NAME_MAX) {
    problems.push({ field: 'name', reason: 'TRUSTED_CONTACT_NAME_TOO_LONG' });
  }
  if (!isEmailAddress(contact.email)) {
    problems.push({ field: 'email', reason: 'TRUSTED_CONTACT_EMAIL_INVALID' });
  } else if (contact.email === recipientEmail.trim().toLowerCase()) {
    problems.push({ field: 'email', reason: 'TRUSTED_CONTACT_IS_RECIPIENT' });
  }
  return problems;
}
