import { AppError } from '@app/platform/errors';
import type { Logger } from '@app/platform/logger';
import { writeEvent } from '@app/platform/outbox';
import {
  canTakeLetterStep,
  isLetterOutstanding,
  isLetterStatus,
  type LetterStatus,
} from '@app/proto/rules/postal-letter';
import type { PostalAddress } from '@app/proto/rules/postal-address';
import type { PostalLetter as PostalLetterRow } from '../db/generated/client.ts';
import {
  findLetter,
  lettersOfMessages,
  listLetters,
  moveLetter,
  queueLetter,
} from '../db/postal-letter-repository.ts';
import { isGone, senderOf, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { notifySender } from './notify-sender.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { derivedEventId, type MailDeps } from './send-once.ts';

export type LetterDeps = Pick<
  MessageMailDeps,
  'db' | 'auth' | 'message' | 'publicUrl' | 'now' | 'eventsWritten'
>;

const LIST_LIMIT_DEFAULT = 100;
const LIST_LIMIT_MAX = 200;

const letterNotFound = () => new AppError('NOT_FOUND', 'no such letter', { reason: 'LETTER_NOT_FOUND' });
const stateConflict = (from: LetterStatus, to: string) =>
  new AppError('FAILED_PRECONDITION', `letter is ${from}, cannot become ${to}`, {
    reason: 'LETTER_STATE_CONFLICT',
  });
const messageDeleted = () =>
  new AppError('FAILED_PRECONDITION', 'the message was deleted', { reason: 'LETTER_CANCELLED' });

/** What the paper carries to match it with its row: short enough to read aloud, unique in practice. */
export const letterReference = (letterId: string) => letterId.slice(0, 8).toUpperCase();

const iso = (instant: Date | null) => instant?.toISOString() ?? '';

export function toLetterView(row: PostalLetterRow) {
  return {
    id: row.id,
    reference: letterReference(row.id),
    messageId: row.messageId,
    status: row.status,
    queuedAt: iso(row.queuedAt),
    printedAt: iso(row.printedAt),
    postedAt: iso(row.postedAt),
    returnedAt: iso(row.returnedAt),
  };
}

/** A postal delivery is due: its letter joins the admin's queue (once, however often the event comes). */
export async function queuePostalLetter(
  deps: Pick<LetterDeps, 'db' | 'now'>,
  due: { eventId: string; messageId: string; userId: string },
) {
  return queueLetter(deps.db, { ...due, at: deps.now() });
}

export async function listPostalLetters(
  deps: Pick<LetterDeps, 'db'>,
  request: { status: string; limit: number },
) {
  const status = request.status ? toStatus(request.status) : null;
  const limit = request.limit > 0 ? Math.min(request.limit, LIST_LIMIT_MAX) : LIST_LIMIT_DEFAULT;
  return (await listLetters(deps.db, { status, limit })).map(toLetterView);
}

export async function getLettersOfMessages(deps: Pick<LetterDeps, 'db'>, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return (await lettersOfMessages(deps.db, messageIds.slice(0, 500))).map(toLetterView);
}

/**
 * The print-ready letter, rendered from the message service's record now: the text and the code exist on
 * paper and in this response only. A letter already posted is not rendered again (it is out; a copy would be
 * a second way in), and one whose message was deleted is cancelled instead.
 */
export async function renderLetter(deps: LetterDeps, letterId: string) {
  const letter = (await findLetter(deps.db, letterId)) ?? fail(letterNotFound());
  if (!isLetterOutstanding(letter.status)) throw stateConflict(letter.status, 'rendered');
  const content = await postalContentOrCancel(deps, letter);
  const sender = await senderOf(deps, letter.userId);
  const reference = letterReference(letter.id);
  // Loaded with the first letter an admin prints: pdfkit and its fonts are not worth holding in every
  // notification process from the start, for a queue most days never print.
  const { renderPostalLetter } = await import('@app/letters/postal-letter');
  const pdf = await renderPostalLetter({
    language: toLanguage(sender?.language ?? 'es'),
    recipient: content.recipient,
    // Checked against its country's format when the message was created, and sealed since.
    address: content.postalAddress as PostalAddress,
    senderName: content.senderName,
    subject: content.subject,
    content: content.isProtected ? null : content.content,
    accessCode: content.accessCode,
    url: publicLinkWithFragment(deps.publicUrl, '/message/access', { code: content.accessCode }),
    hasAttachments: content.hasMedia,
    reference,
  });
  return { pdf, fileName: `letter-${reference}.pdf` };
}

/**
 * An admin's step (printed, posted, returned). Posting is what delivers the message: the letter's move and
 * notification.message.delivered (the message service marks it delivered and tells the sender) commit
 * together, so a posted letter always reports its delivery. A letter whose message was deleted is cancelled
 * instead of posted. A returned letter's sender is told before it moves, so a crash leaves a step to retry,
 * and the notice is sent once however often it is retried.
 */
export async function setLetterStatus(
  deps: LetterDeps & MailDeps,
  letterId: string,
  status: string,
  logger: Logger,
) {
  const to = toStatus(status);
  const letter = (await findLetter(deps.db, letterId)) ?? fail(letterNotFound());
  if (to === 'queued' || to === 'cancelled' || !canTakeLetterStep(letter.status, to)) {
    throw stateConflict(letter.status, to);
  }
  if (to === 'posted') await messageOrCancel(deps, letter);
  if (to === 'returned') {
    await notifySender(
      deps,
      {
        eventId: derivedEventId(letter.id, 'returned'),
        kind: 'letter_returned',
        messageId: letter.messageId,
        userId: letter.userId,
      },
      logger,
    );
  }
  const at = deps.now();
  const moved = await deps.db.$transaction(async (tx) => {
    const row = await moveLetter(tx, letter.id, { from: letter.status, to, at });
    if (row && to === 'posted') {
      await writeEvent(tx, 'notification.message.delivered', {
        messageId: letter.messageId,
        userId: letter.userId,
        deliveredAt: at.toISOString(),
      });
    }
    return row;
  });
  if (moved && to === 'posted') deps.eventsWritten();
  return toLetterView(moved ?? fail(stateConflict(letter.status, to)));
}

/** The letter's message still exists (a read: deleting it is the message service's); else it is cancelled. */
async function messageOrCancel(deps: LetterDeps, letter: PostalLetterRow) {
  try {
    await deps.message.GetDeliveryEnvelope({ messageId: letter.messageId });
  } catch (error) {
    if (!isGone(error)) throw error;
    await cancelLetter(deps, letter);
    throw messageDeleted();
  }
}

async function postalContentOrCancel(deps: LetterDeps, letter: PostalLetterRow) {
  try {
    return await deps.message.GetPostalLetter({ messageId: letter.messageId });
  } catch (error) {
    if (!isGone(error)) throw error;
    await cancelLetter(deps, letter);
    throw messageDeleted();
  }
}

/** Its message is gone: the letter must not go out. */
async function cancelLetter(deps: Pick<LetterDeps, 'db' | 'now'>, letter: PostalLetterRow) {
  await moveLetter(deps.db, letter.id, { from: letter.status, to: 'cancelled', at: deps.now() });
}

function toStatus(value: string): LetterStatus {
  if (!isLetterStatus(value)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown letter status', {
      reason: 'LETTER_STATUS_INVALID',
      field: 'status',
    });
  }
  return value;
}

function fail(error: AppError): never {
  throw error;
}
