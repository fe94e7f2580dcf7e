import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './rules/time-zone.ts';
import { BOUNCE_CAUSES } from './rules/bounce-causes.ts';
import { MAX_MESSAGES_DELIVERED_AFTER_CLOSING } from './rules/account-deletion.ts';
import { DEFAULT_LIFE_PROOF_CADENCE, LIFE_PROOF_CADENCES } from './rules/life-proof.ts';

/**
 * The event catalogue: every event that crosses a service boundary, one schema each.
 * Events carry ids and non-secret facts only; a receiver that needs a token, a code or a text fetches
 * it over gRPC from its owner at the moment of use. A change to a payload that is not additive gets a
 * new version (and, while both are live, both schemas).
 */
export const eventCatalogue = {
  /** A user signed up. Payment grants the welcome free deliveries. */
  'auth.user.registered': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /**
   * A verification e-mail is wanted (at registration and on resend; `backup`: for the sender's backup address
   * for proof of life). Notification sends it.
   */
  'auth.email_verification.requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), requestId: z.uuid(), backup: z.boolean().default(false) }),
  },
  /** A code to verify the sender's phone is wanted. Notification sends it by SMS (the code is derived at sending). */
  'auth.phone_verification.requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), requestId: z.uuid() }),
  },
  /** A user proved they own their address. */
  'auth.user.verified': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /**
   * A user signed in with their password. The scheduler counts it as a sign of life for their waiting
   * proof-of-life switches (where they agreed to that), at the instant auth recorded (GetLastSignIn), never
   * the event's.
   */
  'auth.user.signed_in': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /**
   * A user closed their account: auth has already forgotten them. Every service erases what it holds of theirs
   * (the message service deletes their messages, whose message.deleted takes the rest), except the dated
   * messages they chose to have delivered still (`deliverMessageIds`, honoured only where the message service
   * finds them eligible) and what the law keeps (docs/account-api.md, "What stays").
   */
  'auth.user.deleted': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      deliverMessageIds: z.array(z.uuid()).max(MAX_MESSAGES_DELIVERED_AFTER_CLOSING).default([]),
    }),
  },
  /**
   * An admin suspended a reported sender: they can no longer sign in. Notification tells them by e-mail, with the
   * address to write to, once it has checked with auth that the account is still suspended (GetUser).
   */
  'auth.user.suspended': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /**
   * The day's SMS codes neared (SMS_BUDGET_WARNING_SHARE) or reached SMS_CODE_DAILY_BUDGET, at most once a day per
   * state: notification e-mails the admins, before senders are refused their codes or while numbers are pumped.
   */
  'auth.sms_budget.warned': {
    version: 1,
    payload: z.object({
      state: z.enum(['near', 'spent']),
      spent: z.int().nonnegative(),
      budget: z.int().positive(),
    }),
  },
  /** A password reset e-mail is wanted. Notification sends it. */
  'auth.password_reset.requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), requestId: z.uuid() }),
  },
  /** A message is complete and frozen (content, security, attachments). */
  'message.sealed': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid(), requiresPayment: z.boolean() }),
  },
  /**
   * A sealed message may go out: it was free or it is paid. The scheduler plans its delivery: at
   * `deliveryDate`, at once when there is none, or never by date for proof of life.
   */
  'message.ready': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      schedulingType: z.enum(['specific_date', 'life_proof']),
      deliveryDate: z.iso.datetime({ offset: true }).nullable(),
      /** The sender's IANA time zone when they sealed it: proof of life's check-ins go out at their local hour. */
      timeZone: z.string().max(64).default(DEFAULT_TIME_ZONE),
      /** How often proof of life asks; events from before cadences existed read as monthly. */
      cadence: z.enum(LIFE_PROOF_CADENCES).default(DEFAULT_LIFE_PROOF_CADENCE),
    }),
  },
  /**
   * A sealed proof-of-life message's sender replaced its trusted contact. The scheduler invites the new one,
   * once per change the message service counts (GetMessageFacts).
   */
  'message.trusted_contact.changed': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid() }),
  },
  /**
   * The message service released a due message (on scheduler.delivery.due, once the scheduler confirmed it):
   * it opens for its recipient from now on. Notification writes to them, or queues the letter of a postal one.
   */
  'message.released': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /**
   * Its recipient was reached (the e-mail accepted, the letter posted), published once whatever notification
   * repeats. The sender is told; a released proof-of-life switch ends as delivered.
   */
  'message.delivered': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /**
   * A message is gone; its attachments, jobs and attempts go with it. `reason`: its owner deleted it, its
   * recipient did, or strict security's attempts ran out (then a tombstone keeps who to tell until told);
   * `account`: its owner closed their account, so every trace of it goes (nothing is given back to them but
   * money paid); `declined`: it came due for a recipient who had refused its sender (what was spent goes back).
   */
  'message.deleted': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      reason: z.enum(['owner', 'recipient', 'attempts', 'expired', 'account', 'declined']).default('owner'),
      /** Whether it had reached its recipient: a free delivery spent on one that never did is given back. */
      wasDelivered: z.boolean().default(false),
    }),
  },
  /**
   * A letter to this message's recipient address bounced for an address cause and the address now rests: this
   * message, sealed before and still waiting, will be tried when due all the same; notification tells its sender
   * once, so they can correct the address first.
   */
  'message.address.resting': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /** Its recipient saw the whole message for the first time. */
  'message.read': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /**
   * The holder of a grant saw the whole message. The message service, which owns "read", marks it read and,
   * the first time, tells the sender (message.read); a repeat changes nothing.
   */
  'access.message.seen': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /** Too many wrong answers on an intermediate message: it no longer opens. The sender is told. */
  'access.message.locked': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /**
   * The holder of a grant deleted the message. The access service has already closed it (its code answers as
   * one that never existed); the message service, once access confirms, deletes it with a tombstone for the
   * sender's notice, and message.deleted takes its attachments.
   */
  'access.message.deleted_by_recipient': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid() }),
  },
  /**
   * A reader with a grant asked, from the message's page, to choose which messages its address accepts.
   * Notification e-mails the choices link to the message's own recipient address (whoever holds a code is not
   * always its addressee: the mailbox is the proof).
   */
  'access.choices_link.requested': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid() }),
  },
  /** Too many wrong answers on a strict message: the message service deletes it (and both parties are told). */
  'access.attempts.exhausted': { version: 1, payload: z.object({ messageId: z.uuid(), userId: z.uuid() }) },
  /**
   * A sealed message waiting for payment is paid (through PayPal, a 100 % discount code or a free delivery
   * used later). The message service re-checks with payment, marks it paid and makes it ready; notification
   * sends the sender a receipt (not for a free delivery). `orderId` is the provider's order id ('' for a free
   * delivery).
   */
  'payment.completed': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      orderId: z.string().max(64),
      amountCents: z.number().int().min(0),
      method: z.enum(['paypal', 'simulated', 'discount', 'free_delivery']),
    }),
  },
  /**
   * A payment went back to the payer: its message was deleted before delivery, or a restore of the databases
   * to an earlier point left the capture without a letter that waits for it. Events written before the reason
   * was carried were all deletions.
   */
  'payment.refunded': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      orderId: z.string().max(64),
      amountCents: z.number().int().min(0),
      reason: z.enum(['message_deleted', 'restore']).default('message_deleted'),
    }),
  },
  /**
   * A proof-of-life check-in e-mail is wanted (the monthly one, or a test the sender asked for). Notification
   * fetches its link token from the scheduler at send time.
   */
  'scheduler.check_in.due': {
    version: 1,
    payload: z.object({
      checkInId: z.uuid(),
      messageId: z.uuid(),
      userId: z.uuid(),
      /**
       * Where it goes (the scheduler decides, notification knows the addresses): `email`, the sender's address
       * (every check-in before the first miss, and events from before backups); `all`, that and their verified
       * backup address (from the first missed check-in on); `backup_email`, only the backup (the sender's
       * address bounced this check-in).
       */
      channels: z.enum(['email', 'all', 'backup_email']).default('email'),
      /** The last chance: it goes by SMS too, to the sender's verified phone (where SMS are sent at all). */
      lastChance: z.boolean().default(false),
    }),
  },
  /**
   * A proof-of-life message's trusted contact is to be asked before it goes. Notification e-mails them; the
   * link token comes from the scheduler at send time, the contact's address from the message service.
   */
  'scheduler.contact_check.due': {
    version: 1,
    payload: z.object({ checkInId: z.uuid(), messageId: z.uuid(), userId: z.uuid() }),
  },
  /**
   * A proof-of-life message naming a trusted contact is armed: the contact is invited to the role (who asks,
   * what it means, no content). Notification e-mails them; the link token comes from the scheduler at send time.
   */
  'scheduler.contact_invitation.due': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid() }),
  },
  /**
   * A sender's twice-yearly review of what they have armed (proof-of-life and far-dated messages) is due.
   * Notification e-mails the list; its link token comes from the scheduler at send time.
   */
  'scheduler.review.due': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /**
   * A message's delivery is due now. The message service releases it once it knows the scheduler said so:
   * `proof`, the scheduler's signature of `deliveryDueStatement` (its service key), or else by asking it.
   */
  'scheduler.delivery.due': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid(), proof: z.string().max(128).optional() }),
  },
  /**
   * A released message reached its recipient: the mail server accepted the e-mail, or an admin posted the
   * letter (`deliveredAt`: that instant). The message service, which owns "delivered", records it for the
   * sender's card and, the first time, publishes message.delivered; a repeat, or one for a message deleted
   * since, changes nothing.
   */
  'notification.message.delivered': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      deliveredAt: z.iso.datetime({ offset: true }),
    }),
  },
  /**
   * A sender's archive, built in the background, is ready to download until `expiresAt` (signed in, from the
   * account page). Notification tells them by e-mail.
   */
  'media.account_archive.ready': {
    version: 1,
    payload: z.object({
      archiveId: z.uuid(),
      userId: z.uuid(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  },
  /**
   * The recipient's mail server refused the delivery e-mail for good (`failedAt`: when). The message service
   * records it for the sender's card (notification tells the sender itself, once).
   */
  'notification.message.delivery_failed': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      failedAt: z.iso.datetime({ offset: true }),
      /**
       * Why, when the far side said (a report's status, a refusal's enhanced code): an `address` cause rests the
       * address (docs/architecture.md, "Addresses that bounced rest"). Absent when unknown, and when the letter
       * was not sent because its address rests already: that must not lengthen the rest.
       */
      cause: z.enum(BOUNCE_CAUSES).optional(),
    }),
  },
  /**
   * A proof-of-life check-in e-mail came back for good (a delivery status notification, 5.x.x): the scheduler
   * writes it on the switch's timeline, so its sender sees that the e-mail never reached them.
   */
  'notification.check_in.bounced': {
    version: 1,
    payload: z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      bouncedAt: z.iso.datetime({ offset: true }),
      /** Which of the sender's addresses it bounced from (events from before backups read as their own). */
      channel: z.enum(['email', 'backup_email']).default('email'),
      /**
       * When the bounced e-mail was sent (events from before read as unknown): a check-in answered after it was
       * sent shows its sender alive, so the report, true or forged, changes nothing.
       */
      sentAt: z.iso.datetime({ offset: true }).optional(),
    }),
  },
  /**
   * The trusted contact's invitation came back for good: the scheduler shows it on the sender's card and
   * timeline, so a wrong or closed address is found out before a release needs it.
   */
  'notification.contact_invitation.bounced': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid(), bouncedAt: z.iso.datetime({ offset: true }) }),
  },
  /**
   * The notices of a message deleted on its recipient's side were sent: the message service forgets the
   * tombstone that named who to tell.
   */
  'notification.deletion.notified': {
    version: 1,
    payload: z.object({ messageId: z.uuid(), userId: z.uuid() }),
  },
} as const;

export type EventType = keyof typeof eventCatalogue;

/** What the scheduler signs in `scheduler.delivery.due` (its `proof`): this message's delivery is due. */
export const deliveryDueStatement = (messageId: string, userId: string) =>
  `scheduler.delivery.due:${messageId}:${userId}`;
export type EventPayload<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['payload']>;
/** What a producer writes: fields with a default may be left out (the catalogue fills them in). */
export type EventInput<T extends EventType> = z.input<(typeof eventCatalogue)[T]['payload']>;

/** The producing service is the first segment of the type; it owns the stream that carries it. */
export type Producer = EventType extends `${infer P}.${string}` ? P : never;

/** The envelope every event travels in (JSON over JetStream; `id` is also the `Nats-Msg-Id`). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  time: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});
export type EventEnvelope<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; version: number; time: string; payload: EventPayload<K> };
}[T];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** Parses a raw envelope and its payload against the catalogue; throws on anything unknown or malformed. */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = eventEnvelopeSchema.parse(raw);
  if (!isEventType(envelope.type)) throw new Error(`unknown event type ${envelope.type}`);
  const entry = eventCatalogue[envelope.type];
  if (envelope.version !== entry.version) {
    throw new Error(`unsupported version ${envelope.version} of ${envelope.type}`);
  }
  return {
    ...envelope,
    type: envelope.type,
    payload: entry.payload.parse(envelope.payload),
  } as EventEnvelope;
}
