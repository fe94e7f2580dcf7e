import type { Logger } from '@app/platform/logger';
import type { CheckInChannel } from '@app/proto/rules/life-proof';
import type { EventPayload } from '@app/proto/events';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { checkInEmail } from '../templates/check-in-emails.ts';
import { isGone, senderOf, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { derivedEventId, sendOnce, type Composed, USER_GONE } from './send-once.ts';
import { sendSmsOnce, type ComposedSms, type SmsDeps } from './send-sms-once.ts';
import { lastChanceSms } from '../templates/sms-texts.ts';

export type CheckInMailDeps = MessageMailDeps & Pick<SmsDeps, 'sms'>;

type CheckInDue = { eventId: string } & EventPayload<'scheduler.check_in.due'>;

/**
 * A proof-of-life check-in to its sender, once per event and address: their own address, their verified backup
 * address, or both, as the scheduler's `channels` says. Each address gets its own link (minted by the scheduler
 * at the moment of sending, riding in the link's fragment), so answering from one never ends the other's.
 */
export async function sendCheckIn(deps: CheckInMailDeps, checkIn: CheckInDue, logger: Logger): Promise<void> {
  if (checkIn.channels !== 'backup_email') {
    await sendOnce(
      deps,
      {
        eventId: checkIn.eventId,
        kind: 'check_in',
        userId: checkIn.userId,
        aboutMessageId: checkIn.messageId,
      },
      () => composeCheckIn(deps, checkIn, 'email'),
      logger,
    );
  }
  if (checkIn.lastChance) await sendLastChanceSms(deps, checkIn, logger);
  if (checkIn.channels === 'email') return;
  const sender = await senderOf(deps, checkIn.userId);
  // No verified backup: nothing to send and nothing to log (most senders have none).
  if (!sender?.isBackupEmailVerified) return;
  await sendOnce(
    deps,
    {
      eventId: derivedEventId(checkIn.eventId, 'backup'),
      kind: 'check_in_backup',
      userId: checkIn.userId,
      aboutMessageId: checkIn.messageId,
    },
    () => composeCheckIn(deps, checkIn, 'backup_email'),
    logger,
  );
}

/** The last chance by SMS too, with its own link, where the sender has a verified phone. */
async function sendLastChanceSms(deps: CheckInMailDeps, checkIn: CheckInDue, logger: Logger): Promise<void> {
  if (!deps.sms) return;
  const sender = await senderOf(deps, checkIn.userId);
  // No verified phone: nothing to send and nothing to log (most senders have none).
  if (!sender?.isPhoneVerified) return;
  await sendSmsOnce(
    deps,
    { eventId: derivedEventId(checkIn.eventId, 'sms'), kind: 'last_chance', userId: checkIn.userId },
    () => composeLastChanceSms(deps, checkIn),
    logger,
  );
}

async function composeLastChanceSms(deps: CheckInMailDeps, checkIn: CheckInDue): Promise<ComposedSms> {
  let link;
  let sender;
  try {
    link = await deps.scheduler.IssueCheckInLink({ checkInId: checkIn.checkInId, channel: 'sms' });
    sender = (await deps.auth.GetUser({ userId: checkIn.userId })).user;
  } catch (error) {
    if (isGone(error)) return { skip: 'GONE' };
    throw error;
  }
  if (!isOpenLifeProofState(link.switch?.state ?? '')) return { skip: 'SWITCH_CLOSED' };
  // Removed or replaced since the check-in was written: the new number is not verified yet.
  if (!sender?.isPhoneVerified || !sender.phone) return { skip: 'NO_PHONE' };
  return {
    to: sender.phone,
    body: lastChanceSms(toLanguage(sender.language), {
      answerBy: link.switch?.nextCheckInAt ? new Date(link.switch.nextCheckInAt) : null,
      timeZone: link.timeZone,
      url: publicLinkWithFragment(deps.publicUrl, '/proof-of-life', { token: link.token }),
    }),
  };
}

async function composeCheckIn(
  deps: CheckInMailDeps,
  checkIn: CheckInDue,
  channel: Extract<CheckInChannel, 'email' | 'backup_email'>,
): Promise<Composed> {
  let answers;
  try {
    // Three services asked at once: a check-in waits for the slowest answer, not for their sum.
    answers = await Promise.all([
      deps.scheduler.IssueCheckInLink({ checkInId: checkIn.checkInId, channel }),
      deps.message.GetDeliveryEnvelope({ messageId: checkIn.messageId }),
      deps.auth.GetUser({ userId: checkIn.userId }),
    ]);
  } catch (error) {
    if (isGone(error)) return { skip: 'GONE' };
    throw error;
  }
  const [link, envelope, { user: sender }] = answers;
  const state = link.switch?.state ?? '';
  // A check-in that waited in the queue past its switch's end (released, cancelled) is not worth sending.
  if (!isOpenLifeProofState(state)) return { skip: 'SWITCH_CLOSED' };
  if (!sender) return { skip: USER_GONE };
  const to = channel === 'email' ? sender.email : sender.isBackupEmailVerified ? sender.backupEmail : '';
  // The backup was removed or replaced since: the new one is not verified yet.
  if (!to) return { skip: 'NO_BACKUP_EMAIL' };
  const email = checkInEmail({
    language: toLanguage(sender.language),
    name: sender.fullName || sender.username,
    recipient: envelope.recipient,
    missed: link.switch?.missedCheckIns ?? 0,
    answerBy: link.switch?.nextCheckInAt ? new Date(link.switch.nextCheckInAt) : null,
    timeZone: link.timeZone,
    test: link.test,
    lastChance: state === 'last_chance',
    deliverAt: link.switch?.deliverAt ? new Date(link.switch.deliverAt) : null,
    backup: channel === 'backup_email',
    url: publicLinkWithFragment(deps.publicUrl, '/proof-of-life', { token: link.token }),
  });
  return { to, email };
}
