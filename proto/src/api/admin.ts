import { LIFE_PROOF_STATES } from '../rules/life-proof.ts';
import { z } from 'zod';
import { BOUNCE_CAUSES } from '../rules/bounce-causes.ts';
import { REPORT_REASONS } from '../rules/reports.ts';
import { closedSet } from './closed-set.ts';
import { letterSummary } from './messages.ts';

/**
 * The admin panel's answers (docs/admin-api.md): discount codes, the test e-mail, the live status, the activity
 * log, the dead letters and the re-drive. The bff checks its answers against these schemas and the web takes its types from
 * them (see ./recipient.ts).
 */

const instant = z.iso.datetime({ offset: true });

/** A discount code as the admin panel shows it: null where there is no limit. */
export const discountCode = z.object({
  id: z.uuid(),
  code: z.string(),
  percentage: z.number().int(),
  /** null when it never expires. */
  validUntil: instant.nullable(),
  /** null when unlimited. */
  maxUses: z.number().int().positive().nullable(),
  currentUses: z.number().int().nonnegative(),
  active: z.boolean(),
  createdAt: instant,
});
export type DiscountCode = z.infer<typeof discountCode>;
export const discountCodeList = z.array(discountCode);

export const discountCodeDeleted = z.object({ success: z.literal(true), message: z.string() });

export const testEmailSent = z.object({
  message: z.string(),
  details: z.object({ to: z.string(), subject: z.string(), sentAt: instant }),
});
export type TestEmailSent = z.infer<typeof testEmailSent>;

/** The admin lifted an address's rest after a bounce (docs/admin-api.md): whether it had one, in words. */
export const addressSuppressionLifted = z.object({ lifted: z.boolean(), message: z.string() });
export type AddressSuppressionLifted = z.infer<typeof addressSuppressionLifted>;

export const COMPONENT_STATES = ['ok', 'down', 'not_configured'] as const;

/** The live status: every component checked as the panel asks. */
export const systemStatus = z.object({
  status: closedSet(['ok', 'degraded']),
  checkedAt: instant,
  components: z.array(
    z.object({
      name: z.string(),
      status: closedSet(COMPONENT_STATES),
      latencyMs: z.number().int().nonnegative().nullable(),
      checkedAt: instant,
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatus>;

/**
 * Whether mail is DKIM-signed, and the DNS records its domain needs for SPF, DKIM and DMARC to pass
 * (`/api/admin/mail-authentication`): public values only.
 */
export const mailAuthentication = z.object({
  signed: z.boolean(),
  domain: z.string(),
  records: z.array(
    z.object({
      kind: closedSet(['SPF', 'DKIM', 'DMARC']),
      type: closedSet(['TXT']),
      name: z.string(),
      value: z.string(),
    }),
  ),
});
export type MailAuthentication = z.infer<typeof mailAuthentication>;

export const LOG_SOURCES = ['payment', 'email'] as const;

/** The activity log: payments and e-mails, newest first, and the sources that could not be read. */
export const adminLogs = z.object({
  entries: z.array(
    z.object({
      at: instant,
      source: closedSet(LOG_SOURCES),
      kind: z.string(),
      status: z.string(),
      /** The payment order's id, or the e-mail's Message-ID. */
      reference: z.string(),
      messageId: z.string().nullable(),
      amountCents: z.number().int().nullable(),
      detail: z.string(),
    }),
  ),
  unavailable: z.array(closedSet(LOG_SOURCES)),
});
export type AdminLogs = z.infer<typeof adminLogs>;

/** The services whose consumers set events aside (each keeps them in its own dead_letter table). */
export const DEAD_LETTER_SERVICES = [
  'message',
  'access',
  'media',
  'payment',
  'notification',
  'scheduler',
] as const;
export type DeadLetterService = (typeof DEAD_LETTER_SERVICES)[number];

/** The services with an outbox: every backend service. */
export const REDRIVE_SERVICES = ['auth', ...DEAD_LETTER_SERVICES] as const;
export type RedriveService = (typeof REDRIVE_SERVICES)[number];

/**
 * Events the services gave up on after their last attempt, gathered from every one of them, newest first
 * (docs/admin-api.md): `waiting` counts those not retried yet, `unavailable` names the services that did not
 * answer (theirs are missing from the list).
 */
export const deadLetters = z.object({
  waiting: z.number().int().nonnegative(),
  deadLetters: z.array(
    z.object({
      id: z.uuid(),
      service: closedSet(DEAD_LETTER_SERVICES),
      /** The purpose of the service's durable that gave up on it. */
      consumer: z.string(),
      subject: z.string(),
      streamSequence: z.number().int().nonnegative(),
      eventType: z.string(),
      eventId: z.string(),
      attempts: z.number().int().nonnegative(),
      error: z.string(),
      setAsideAt: instant,
      /** null until an admin's retry was handled. */
      retriedAt: instant.nullable(),
    }),
  ),
  unavailable: z.array(closedSet(DEAD_LETTER_SERVICES)),
});
export type DeadLetters = z.infer<typeof deadLetters>;

/** One event handed back to its consumer, and handled (`POST /api/admin/dead-letters/:service/:id/retry`). */
export const deadLetterRetried = z.object({ retriedAt: instant });
export type DeadLetterRetried = z.infer<typeof deadLetterRetried>;

/** What `POST /api/admin/outbox-redrive` asks for: every event published since an instant. */
export const outboxRedriveRequest = z.object({ since: z.string().max(64) });

/**
 * A re-drive's outcome, service by service: how many events each handed to its relay again, null for one that
 * did not answer (ask again: a re-drive doubles nothing).
 */
export const outboxRedriven = z.object({
  since: instant,
  services: z.array(
    z.object({ service: closedSet(REDRIVE_SERVICES), events: z.number().int().nonnegative().nullable() }),
  ),
});
export type OutboxRedriven = z.infer<typeof outboxRedriven>;

/** Open proof-of-life switches whose check-ins come back, with no sign of life since (docs/admin-api.md). */
export const bouncingSwitches = z.object({
  switches: z.array(
    z.object({
      messageId: z.uuid(),
      userId: z.uuid(),
      state: z.enum(LIFE_PROOF_STATES),
      bouncedCheckIns: z.number().int().positive(),
      lastBouncedAt: instant,
      lastSignOfLifeAt: instant,
      /** Who the sender is, so the admin reads a person, not an id; null once the account is gone. */
      sender: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  ),
});
export type BouncingSwitches = z.infer<typeof bouncingSwitches>;

/** What is due and not yet on its way, counted by the scheduler now (docs/admin-api.md). */
export const deliveryBacklog = z.object({
  datedDue: z.number().int().nonnegative(),
  oldestDatedDueAt: instant.nullable(),
  stepsDue: z.number().int().nonnegative(),
  oldestStepDueAt: instant.nullable(),
  datedScheduled: z.number().int().nonnegative(),
  switchesRunning: z.number().int().nonnegative(),
  checkedAt: instant,
});
export type DeliveryBacklog = z.infer<typeof deliveryBacklog>;

/**
 * SMS verification codes sent in the last 24 hours against the product-wide budget (docs/admin-api.md): `warning`
 * says, in the admin's language, that the budget is nearly or wholly spent; null below its warning share.
 */
export const smsCodeBudget = z.object({
  spent: z.number().int().nonnegative(),
  budget: z.number().int().positive(),
  state: closedSet(['ok', 'near', 'spent']),
  warning: z.string().nullable(),
  checkedAt: instant,
});
export type SmsCodeBudget = z.infer<typeof smsCodeBudget>;

/**
 * What became of the e-mails of the last days (docs/admin-api.md, "GET /api/admin/mail-outcomes"): per day (UTC),
 * how many went and how many failed by cause; the receiving domains that blocked any, with `warning` (in the
 * admin's language) where their share of blocks is worth a look.
 */
export const mailOutcomes = z.object({
  days: z.array(
    z.object({
      day: z.iso.date(),
      sent: z.number().int().nonnegative(),
      failed: z.record(z.enum(BOUNCE_CAUSES), z.number().int().nonnegative()),
    }),
  ),
  domains: z.array(
    z.object({
      domain: z.string().min(1),
      attempted: z.number().int().positive(),
      blocked: z.number().int().nonnegative(),
      warning: z.string().nullable(),
    }),
  ),
});
export type MailOutcomes = z.infer<typeof mailOutcomes>;

/** A postal letter in the admin's queue (docs/postal-api.md): the sender's view of it, with its ids. */
export const postalLetter = letterSummary.extend({ id: z.uuid(), messageId: z.uuid() });
export type PostalLetter = z.infer<typeof postalLetter>;
export const postalLetterList = z.object({ letters: z.array(postalLetter) });

/** A report an admin has to decide (docs/admin-api.md, "Reports"): the message's words only where shared. */
export const messageReport = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  senderUserId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  shareContent: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Empty unless the reporter shared the content. */
  subject: z.string(),
  content: z.string(),
  senderName: z.string(),
  isAnonymous: z.boolean(),
});
export type MessageReport = z.infer<typeof messageReport>;
export const messageReportList = z.array(messageReport);
