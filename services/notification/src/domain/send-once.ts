import { createHash } from 'node:crypto';
import type { Logger } from '@app/platform/logger';
import type { Transporter } from 'nodemailer';
import type { PreparedEvent } from '@app/platform/outbox';
import type { NotificationDb } from '../db/client.ts';
import {
  markRejected,
  markSent,
  markSkipped,
  recordAttempt,
  recordFailure,
} from '../db/email-log-repository.ts';
import { mailOptions } from '../mailer/create-mailer.ts';
import type { RenderedEmail } from '../templates/render-email.ts';
import type { BounceCause } from '@app/proto/rules/bounce-causes';
import type { LogKind } from './email-activity.ts';
import { causeOfDiagnostic } from './read-delivery-status.ts';
import { isJournaledKind, type SentMailJournal } from '../journal/sent-mail-journal.ts';

/** What sending any e-mail needs. */
export type MailDeps = {
  db: NotificationDb;
  mailer: Pick<Transporter, 'sendMail'>;
  from: string;
  /** The envelope sender of the e-mail logged under an id (VERP, mailer/return-path.ts); From's without it. */
  returnPath?: (logId: string) => string;
  now: () => Date;
  /** Where letters' e-mails are written once sent, outside the databases (none: not kept). */
  journal?: SentMailJournal;
};

/** The reason a send gives when the user it is for has closed their account. */
export const USER_GONE = 'USER_NOT_FOUND';

/**
 * An e-mail ready to go, or why there is nothing worth sending (kept in the log), or why it must not go for good
 * (`refuse`: kept as a refusal, as a mail server's permanent one is, with the same outcome for others).
 */
export type Composed = { to: string; email: RenderedEmail } | { skip: string } | { refuse: string };

export type SendOutcome =
  'sent' | 'skipped' | 'rejected' | 'sent_before' | 'skipped_before' | 'rejected_before';

/**
 * What a send's outcome means for others (an outbox event, or none), written in the statement that settles its
 * log row, so the row and the fact are committed together: once, whatever a crash or a redelivery repeats.
 */
export type RecordOutcome = (
  outcome: 'sent' | 'skipped' | 'rejected',
  at: Date,
  /** A mail server's refusal: why, from its reply's enhanced code. */
  cause?: BounceCause,
) => PreparedEvent | null;

/**
 * An e-mail that sending this one makes owed (a delivery's notice to its sender). Its log row is written once the
 * mail server has accepted this one, in the statement that records this one sent (with outcome's event): whoever
 * hears that this e-mail went out finds the other owed, and leaves it to the event that owes it.
 */
export type OwedEmail = { eventId: string; kind: LogKind; userId: string | null };

/**
 * What went wrong with a send, without the server's words (a refusal can quote the address): its SMTP reply
 * code, or the client's error code. `permanent` for a 5xx reply: sending again cannot succeed.
 */
export function sendFailureOf(error: unknown): { summary: string; permanent: boolean; cause: BounceCause } {
  const { responseCode, code, response } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    response?: unknown;
  };
  if (typeof responseCode === 'number') {
    return {
      summary: `SMTP ${responseCode}`,
      permanent: responseCode >= 500 && responseCode < 600,
      // The reply's enhanced code (`550 5.1.1 …`, RFC 3463) says why, as a report's Status does.
      cause: typeof response === 'string' ? causeOfDiagnostic(response) : 'other',
    };
  }
  return { summary: typeof code === 'string' ? code : 'SEND_FAILED', permanent: false, cause: 'other' };
}

/** What the log keeps of an address: the part after its last @, lower-cased, never the mailbox. */
export function receivingDomainOf(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The Message-ID of the e-mail an event asks for: the same event always yields the same one. */
export function messageIdFor(eventId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'legado.local';
  return `<${eventId}@${domain}>`;
}

/**
 * The log key of one of several e-mails one event asks for (a deletion tells sender and recipient): a
 * UUID derived from the event id and the e-mail's part, the same on every redelivery.
 */
export function derivedEventId(eventId: string, part: string): string {
  const hex = createHash('sha256').update(`${eventId}:${part}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends the e-mail an event asks for at least once and, in practice, once: the event's log row is checked
 * first (an event delivered twice sends one e-mail), and only a crash between the SMTP server's acceptance
 * and the log's commit can repeat it, with the same Message-ID so mail clients show one. `compose` runs only
 * when nothing was sent yet: it fetches what the e-mail needs (a token, a code) at the moment of use.
 */
export async function sendOnce(
  deps: MailDeps,
  /** `aboutMessageId`: the product's message the e-mail delivers or asks about, for a later bounce to name. */
  entry: { eventId: string; kind: LogKind; userId: string | null; aboutMessageId?: string },
  compose: () => Promise<Composed>,
  logger: Logger,
  recordOutcome?: RecordOutcome,
  owes?: OwedEmail,
): Promise<SendOutcome> {
  const messageId = messageIdFor(entry.eventId, deps.from);
  // A letter's delivery is journaled under the letter (a restore brings its release back with a new event), its
  // notice under its own key, derived from the letter.
  const journalSubject = isJournaledKind(entry.kind) ? (entry.aboutMessageId ?? entry.eventId) : undefined;
  const log = await recordAttempt(deps.db.sql, {
    ...entry,
    messageId,
    ...(journalSubject ? { journalSubject } : {}),
  });
  // A bounced e-mail was sent: it is never sent again for the same event.
  if (log.status === 'sent' || log.status === 'bounced') return 'sent_before';
  if (log.status === 'skipped') return 'skipped_before';
  if (log.status === 'rejected') return 'rejected_before';
  if (log.journaledAt) {
    // Sent before the databases were restored to an earlier point: recorded sent as it was, with its outcome.
    const owed = owes && { ...owes, messageId: messageIdFor(owes.eventId, deps.from) };
    const event = recordOutcome?.('sent', log.journaledAt) ?? null;
    await markSent(deps.db.sql, { id: log.id, at: log.journaledAt, receivingDomain: null }, event, owed);
    logger.info({ kind: entry.kind }, 'e-mail sent before a restore (the journal says so); not sent again');
    return 'sent';
  }

  const composed = await compose();
  // The log row settles in one statement, with the outcome's event when others hear of it.
  const outcomeEvent = (outcome: 'sent' | 'skipped' | 'rejected', cause?: BounceCause) => {
    const at = deps.now();
    return { at, event: recordOutcome?.(outcome, at, cause) ?? null };
  };
  if ('skip' in composed) {
    // An event that arrives after its sender closed the account (auth.user.deleted erased their rows) must not
    // write the user's id back.
    const forgetUser = composed.skip === USER_GONE;
    const { event } = outcomeEvent('skipped');
    await markSkipped(deps.db.sql, log.id, composed.skip, { forgetUser, event });
    logger.info({ kind: entry.kind, reason: composed.skip }, 'e-mail skipped');
    return 'skipped';
  }
  if ('refuse' in composed) {
    const { event } = outcomeEvent('rejected');
    await markRejected(deps.db.sql, log.id, composed.refuse, event);
    logger.info({ kind: entry.kind, reason: composed.refuse }, 'e-mail not sent');
    return 'rejected';
  }
  const { to, email } = composed;
  try {
    await deps.mailer.sendMail(mailOptions(deps.from, to, email, messageId, deps.returnPath?.(log.id)));
  } catch (error) {
    const failure = sendFailureOf(error);
    if (failure.permanent) {
      // Retrying a refused address forever would hold a consumer's slot for nothing and stall every delivery.
      const { event } = outcomeEvent('rejected', failure.cause);
      await markRejected(deps.db.sql, log.id, failure.summary, event, {
        receivingDomain: receivingDomainOf(to),
        cause: failure.cause,
      });
      logger.warn({ kind: entry.kind, reply: failure.summary }, 'e-mail refused by the mail server');
      return 'rejected';
    }
    await recordFailure(deps.db.sql, log.id, failure.summary);
    throw error;
  }
  const { at, event } = outcomeEvent('sent');
  const owed = owes && { ...owes, messageId: messageIdFor(owes.eventId, deps.from) };
  await markSent(deps.db.sql, { id: log.id, at, receivingDomain: receivingDomainOf(to) }, event, owed);
  logger.info({ kind: entry.kind }, 'e-mail sent');
  if (journalSubject && isJournaledKind(entry.kind) && deps.journal) {
    // Not written: only a restore to a point before now could send it again, and its log says so.
    await deps.journal
      .record({ kind: entry.kind, subject: journalSubject, sentAt: at })
      .catch((error: unknown) => logger.warn({ err: error, kind: entry.kind }, 'sent e-mail not journaled'));
  }
  return 'sent';
}
