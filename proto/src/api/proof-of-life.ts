import { z } from 'zod';
import { CONTACT_INVITATION_STATES, CONTACT_STATES } from '../rules/trusted-contact.ts';
import { lifeProofSummary } from './messages.ts';

/**
 * What every call of a check-in link's page answers (`/api/proof-of-life/check-in`, `confirm`, `send-now`,
 * `cancel`; docs/proof-of-life-api.md): the switch as the sender's list shows it, and whether the signed-in
 * user is its sender. The bff checks its answers against it; the web takes its type from it.
 */
export const checkInAnswer = lifeProofSummary.extend({
  messageId: z.uuid(),
  /** The signed-in user is the message's sender: they may send it now or cancel it. */
  canManage: z.boolean(),
  /** The link's check-in is a test the sender sent themselves: the page says so. */
  isTest: z.boolean(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

/** What every call of the trusted contact's page answers (`/api/proof-of-life/contact`, `…/veto`, `…/release`). */
export const contactAnswer = z.object({
  state: z.enum(CONTACT_STATES),
  /** Until when the message waits for this answer; null once there is nothing to decide. */
  respondBy: z.iso.datetime({ offset: true }).nullable(),
});
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** What the review page's confirmation answers (`/api/proof-of-life/review`): how many switches counted it. */
export const reviewAnswer = z.object({
  confirmed: z.number().int().nonnegative(),
  /** Switches in their last chance or asking the trusted contact: the review does not answer those. */
  held: z.number().int().nonnegative(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/**
 * What every call of the trusted contact's invitation page answers (`/api/trusted-contact/invitation`, `…/accept`,
 * `…/decline`): their answer so far, and whether the message still runs (they may answer, or change it).
 */
export const contactInvitationAnswer = z.object({
  state: z.enum(CONTACT_INVITATION_STATES),
  open: z.boolean(),
});
export type ContactInvitationAnswer = z.infer<typeof contactInvitationAnswer>;
