import { z } from 'zod';
import { BOUNCE_CAUSES } from '../rules/bounce-causes.ts';
import { LIFE_PROOF_STATES, LIFE_SIGNS } from '../rules/life-proof.ts';
import { MESSAGE_STATUSES, MESSAGE_TYPES, SCHEDULING_TYPES } from '../rules/message-types.ts';
import { POSTAL_COUNTRIES } from '../rules/postal-address.ts';
import { LETTER_STATUSES } from '../rules/postal-letter.ts';
import { DELIVERY_METHODS } from '../rules/prices.ts';
import { REACTIONS } from '../rules/reactions.ts';
import { SECURITY_LEVELS } from '../rules/security-levels.ts';
import { closedSet } from './closed-set.ts';
import { CONTACT_INVITATION_STATES } from '../rules/trusted-contact.ts';

/**
 * The sender's reading calls (`GET /api/messages`, `GET /api/messages/{id}`) as one contract: the bff checks
 * its answers against these schemas and the web takes its types from them (see ./recipient.ts).
 */

const instant = z.iso.datetime({ offset: true });

/** A switch as the sender's list shows it (docs/proof-of-life-api.md). */
export const lifeProofSummary = z.object({
  state: z.enum(LIFE_PROOF_STATES),
  /** 0, 1 or 2; 3 once the last chance has gone out. */
  missedCheckIns: z.number().int().nonnegative(),
  /** When the next check-in goes out (or the waiting one counts as missed); null once the switch has ended. */
  nextCheckInAt: instant.nullable(),
  /** A dated message more than 6 months ahead: when it goes out, answered or not; null for proof of life. */
  deliversAt: instant.nullable(),
});
export type LifeProofSummary = z.infer<typeof lifeProofSummary>;

/** A switch on the sender's own card: the summary, and where their trusted contact's invitation stands. */
export const lifeProofCard = lifeProofSummary.extend({
  /** Sent and unanswered (`invited`), `accepted` or `declined`; null when the message names no contact. */
  contactInvitation: z.enum(CONTACT_INVITATION_STATES).nullable(),
  /** The sender's last sign of life on it, and what it was; null when unknown. */
  lastLifeSign: z.object({ at: instant, how: z.enum(LIFE_SIGNS) }).nullable(),
});
export type LifeProofCard = z.infer<typeof lifeProofCard>;

/** A postal message's letter once its delivery came due (docs/postal-api.md). */
export const letterSummary = z.object({
  reference: z.string(),
  status: z.enum(LETTER_STATUSES),
  queuedAt: instant.nullable(),
  printedAt: instant.nullable(),
  postedAt: instant.nullable(),
  returnedAt: instant.nullable(),
});
export type LetterSummary = z.infer<typeof letterSummary>;

/** What every view of a sender's own message shows: never the content or the answers. */
const messageFields = {
  id: z.uuid(),
  recipient: z.string(),
  recipientEmail: z.string(),
  subject: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  securityLevel: z.enum(SECURITY_LEVELS),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** null: at once, or by proof of life. */
  deliveryDate: instant.nullable(),
  schedulingType: z.enum(SCHEDULING_TYPES),
  /** Empty until the message is sealed. */
  accessCode: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  isDelivered: z.boolean(),
  isRead: z.boolean(),
  isSealed: z.boolean(),
  requiresPayment: z.boolean(),
  paid: z.boolean(),
  hasMedia: z.boolean(),
  isAnonymous: z.boolean(),
  createdAt: instant,
  /** Wrong answers locked it: it no longer opens for anyone. */
  isLocked: z.boolean(),
  /** The recipient's mail server refused its delivery e-mail for good: it never arrived. */
  deliveryFailed: z.boolean(),
  /** Why it did not arrive (the card words it per cause); null unless `deliveryFailed`. */
  deliveryFailureCause: closedSet(BOUNCE_CAUSES).nullable(),
  /** Proof of life: once its switch fires, it waits until this instant; null when it goes at once. */
  deliverNotBefore: instant.nullable(),
  /** Unsealed, and its recipient refused its sender: no seal can finish it, only deleting it. */
  recipientDeclined: z.boolean(),
};

/** How a sealed message was paid for, as its card says it. */
export const paymentSummary = z.object({
  /** A free delivery was spent on it: nothing was charged. */
  free: z.boolean(),
  /** What was charged, discount applied, in cents of `currency`. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  paidAt: instant,
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

/** One message as the home list gets it, with what others know of it. */
export const messageSummary = z.object({
  ...messageFields,
  /** How the recipient reacted to the letter; null until they do (and whenever it is unknown). */
  reaction: z.enum(REACTIONS).nullable(),
  /** Its proof-of-life switch; null for a message without one (dated, not sealed, not yet paid). */
  lifeProof: lifeProofCard.nullable(),
  /** A postal message's letter once its delivery came due; null before, and for e-mail. */
  letter: letterSummary.nullable(),
  /** How it was paid for; null before it is sealed, while it waits for payment, and when it is unknown. */
  payment: paymentSummary.nullable(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

export const messageList = z.array(messageSummary);

export const postalAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  region: z.string(),
  country: closedSet(POSTAL_COUNTRIES),
});

/** The sender's own message, whole: the list's facts plus what the card never shows. */
export const ownMessage = z.object({
  ...messageFields,
  content: z.string(),
  /** As the recipient will see it: empty for an anonymous message. */
  senderName: z.string(),
  senderEmail: z.string(),
  senderCustomTitle: z.string(),
  /** The questions, never their answers: nobody can read those back. */
  questions: z.array(z.object({ question: z.string() })),
  templateId: z.number().int().nullable(),
  /** Where its letter goes; null for e-mail. */
  postalAddress: postalAddress.nullable(),
  /** Who is asked before a proof-of-life message goes; null when nobody is. */
  trustedContact: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type OwnMessage = z.infer<typeof ownMessage>;
